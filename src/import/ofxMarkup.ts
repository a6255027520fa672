/**
 * OFX's markup as a tree, for both of its forms: 1.x is SGML, whose leaf elements have no closing
 * tag (a value runs to the next `<`), and 2.x is XML. One tolerant reader for both, instead of
 * `DOMParser` for 2.x, because banks' 2.x files are often SGML habits in XML clothing (an
 * unclosed `<MEMO>`, a bare `&`) that a strict XML parser refuses outright.
 */

/** An OFX element: an aggregate with children, or a leaf with a value. */
export interface OfxElement {
  /** Upper-case, as OFX writes its tags. */
  name: string
  /** A leaf's text, entities decoded, blanks collapsed; `undefined` for an aggregate. */
  value?: string
  children: OfxElement[]
}

/** The tree and whether the file reached its `</OFX>`: a file cut off (or, in XML, closed out of order) is not read. */
export interface OfxDocument {
  root?: OfxElement
  complete: boolean
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** SGML and HTML entities as banks write them; one that is not known stays as written (a bare `&` is common). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
  })
}

/** A start or end tag; attributes (2.x has none, but XML allows them) never span a `<`. */
const TAG = /<(\/?)([A-Za-z][\w.:-]*)[^<>]*?(\/?)>/y

/**
 * Reads OFX markup into a tree. Whatever comes before the first `<` (the 1.x header lines) and
 * comments, processing instructions and declarations are skipped; a `<` that starts no tag is text.
 */
export function parseOfxMarkup(text: string): OfxDocument {
  const first = text.indexOf('<')
  if (first < 0) return { complete: false }
  const isXml = /^<\?(xml|OFX)\s/i.test(text.slice(first))
  const document: OfxElement = { name: '#document', children: [] }
  const stack: OfxElement[] = [document]
  /** The leaf closed last, so an XML `</NAME>` after `<NAME>value` closes nothing more. */
  let lastLeaf: OfxElement | undefined
  let complete = false
  /** Text since the last tag, as written (CDATA escaped back, so decoding gives it as it was). */
  let pending = ''

  const endText = () => {
    const top = stack[stack.length - 1]!
    if (pending.trim() !== '' && top !== document) {
      // Text inside an element makes it a leaf; in SGML nothing closes it but the next tag.
      top.value = pending
      stack.pop()
      lastLeaf = top
    }
    pending = ''
  }

  let position = first
  while (position < text.length) {
    const next = text.indexOf('<', position)
    if (next < 0) {
      pending += text.slice(position)
      break
    }
    pending += text.slice(position, next)
    if (text.startsWith('<![CDATA[', next)) {
      const end = text.indexOf(']]>', next)
      if (end < 0) return { complete: false }
      pending += text.slice(next + 9, end).replace(/&/g, '&amp;')
      position = end + 3
      continue
    }
    if (text.startsWith('<!--', next) || text.startsWith('<!', next) || text.startsWith('<?', next)) {
      const isComment = text.startsWith('<!--', next)
      const end = isComment ? text.indexOf('-->', next) : text.indexOf('>', next)
      if (end < 0) return { complete: false }
      position = end + (isComment ? 3 : 1)
      continue
    }
    TAG.lastIndex = next
    const tag = TAG.exec(text)
    if (!tag) {
      // Cut off inside a tag; else a stray `<` in a value ("Price <5").
      if (!text.includes('>', next)) return { complete: false }
      pending += '<'
      position = next + 1
      continue
    }
    endText()
    position = TAG.lastIndex
    const [, closing, rawName, selfClosing] = tag
    const name = rawName!.toUpperCase()
    if (closing) {
      const depth = stack.findLastIndex((element) => element.name === name)
      if (depth > 0) {
        // In SGML, aggregates left open below (an empty `<MEMO>` looks like one) close with it.
        stack.length = depth
        if (name === 'OFX') complete = true
      } else if (lastLeaf?.name !== name && isXml) {
        return { complete: false }
      }
      lastLeaf = undefined
      continue
    }
    const element: OfxElement = { name, children: [] }
    stack[stack.length - 1]!.children.push(element)
    if (selfClosing) element.value = ''
    else stack.push(element)
    lastLeaf = undefined
  }
  endText()
  tidyTree(document)
  const root = document.children.find((element) => element.name === 'OFX')
  return { root, complete: complete && root !== undefined }
}

function tidyTree(element: OfxElement): void {
  if (element.value !== undefined) element.value = decodeEntities(element.value).replace(/\s+/g, ' ').trim()
  for (const child of element.children) tidyTree(child)
}

/** The first element of that name below `element` (depth first), or `undefined`. */
export function findElement(element: OfxElement, name: string): OfxElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child
    const found = findElement(child, name)
    if (found) return found
  }
  return undefined
}

/** Every element of that name below `element`, in file order, not looking inside one found. */
export function findElements(element: OfxElement, name: string, found: OfxElement[] = []): OfxElement[] {
  for (const child of element.children) {
    if (child.name === name) found.push(child)
    else findElements(child, name, found)
  }
  return found
}

/**
 * A leaf's value below `element`: a direct child first, else any descendant. An empty SGML leaf
 * (`<MEMO>` straight before the next tag) cannot be told from an aggregate, so the leaves after
 * it end up inside it; looking deeper still finds them.
 */
export function leafValue(element: OfxElement, name: string): string | undefined {
  const direct = element.children.find((child) => child.name === name && child.value !== undefined)
  if (direct) return direct.value
  const deep = findElement(element, name)
  return deep?.value
}
