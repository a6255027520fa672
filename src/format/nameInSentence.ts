/** A name as a sentence quotes it (a summary, a heading's words): whole up to `most` characters, else its start and "…", since a service's name may be of any length. */
export function nameInSentence(name: string, most = 40): string {
  const characters = [...name]
  return characters.length <= most ? name : `${characters.slice(0, most - 1).join('').trimEnd()}…`
}
