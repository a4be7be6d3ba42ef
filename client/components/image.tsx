import { imageUrl } from '../../shared/images'

interface Props {
  imageKey: string | null
  alt: string
  size: { width: number; height: number }
  className?: string
  /** Above-the-fold images load eagerly; the rest wait until near view. */
  priority?: boolean
  placeholderKey?: string
}

/** An image from the image library with its intrinsic size (no layout shift). */
export function Image({ imageKey, alt, size, className, priority, placeholderKey }: Props) {
  const key = imageKey ?? placeholderKey
  if (!key) {
    const placeholderClass = `image-placeholder ${className ?? ''}`
    // A decorative image (alt '') has no name to give: an unnamed role="img" is an error, so it is hidden instead.
    if (alt === '') return <div className={placeholderClass} aria-hidden="true" />
    return <div className={placeholderClass} role="img" aria-label={alt} />
  }
  return (
    <img
      src={imageUrl(key, size)}
      alt={alt}
      width={size.width}
      height={size.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
}
