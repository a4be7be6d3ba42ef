/**
 * Issue 22 §1: the header's profile button shows a signed-in supporter's name
 * (written into the cached copy on the way out, worker/render/personal-parts.ts,
 * and rendered the same by the client so hydration matches). The button is
 * narrow on a phone: the first name, at most HEADER_NAME_MAX characters.
 */
export const HEADER_NAME_MAX = 12

/** The name the button shows, or '' when there is none (the button then says 'Profile'). */
export function headerName(displayName: string): string {
  // The first word (an email address when no name was given: sessionUser falls back to it).
  const characters = Array.from(displayName.trim().split(/\s+/)[0] ?? '')
  return characters.length > HEADER_NAME_MAX ? `${characters.slice(0, HEADER_NAME_MAX - 1).join('')}…` : characters.join('')
}
