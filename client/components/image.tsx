import { type ImageSize, responsiveImage } from '../../shared/images'

/** Another shape of the same picture for a media query (art direction), e.g. a taller crop on phones. */
export interface ImageArtSource {
  media: string
  size: ImageSize
  sizes: string
}

interface Props {
  imageKey: string | null
  alt: string
  size: ImageSize
  /** How wide the layout shows the picture (the sizes attribute), so a phone fetches a phone-sized one. */
  sizes: string
  className?: string
  /** Above-the-fold images load eagerly; the rest wait until near view. */
  priority?: boolean
  placeholderKey?: string
  art?: readonly ImageArtSource[]
}

/** An image from the image library with its intrinsic size (no layout shift) and a srcset (issue 12 §4). */
export function Image({ imageKey, alt, size, sizes, className, priority, placeholderKey, art }: Props) {
  const key = imageKey ?? placeholderKey
  if (!key) {
    const placeholderClass = `image-placeholder ${className ?? ''}`
    // A decorative image (alt '') has no name to give: an unnamed role="img" is an error, so it is hidden instead.
    if (alt === '') return <div className={placeholderClass} aria-hidden="true" />
    return <div className={placeholderClass} role="img" aria-label={alt} />
  }
  const image = (
    <img
      {...responsiveImage(key, size, sizes)}
      alt={alt}
      width={size.width}
      height={size.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
  if (!art?.length || /\.svg$/i.test(key)) return image
  return (
    <picture className="image-picture">
      {art.map((source) => {
        const { srcSet, sizes: sourceSizes } = responsiveImage(key, source.size, source.sizes)
        return (
          <source
            key={source.media}
            media={source.media}
            srcSet={srcSet}
            sizes={sourceSizes}
            width={source.size.width}
            height={source.size.height}
          />
        )
      })}
      {image}
    </picture>
  )
}
