/** Facts about request text that JSON.parse hides. */

/** Whether a JSON text has an object with the same member name twice (false for invalid JSON). */
export const hasDuplicateKeys = (text: string): boolean => {
  let i = 0
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++
  }
  const str = (): string => {
    const start = i
    i++
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    i++
    return JSON.parse(text.slice(start, i)) as string
  }
  let dup = false
  const value = (): void => {
    ws()
    const c = text[i]
    if (c === '{') {
      i++
      const seen = new Set<string>()
      ws()
      if (text[i] === '}') {
        i++
        return
      }
      for (;;) {
        ws()
        const k = str()
        if (seen.has(k)) dup = true
        seen.add(k)
        ws()
        i++ // :
        value()
        ws()
        if (text[i] === ',') {
          i++
          continue
        }
        i++ // }
        return
      }
    }
    if (c === '[') {
      i++
      ws()
      if (text[i] === ']') {
        i++
        return
      }
      for (;;) {
        value()
        ws()
        if (text[i] === ',') {
          i++
          continue
        }
        i++
        return
      }
    }
    if (c === '"') {
      str()
      return
    }
    while (i < text.length && !',}] \t\n\r'.includes(text[i] as string)) i++
  }
  try {
    JSON.parse(text)
    value()
    return dup
  } catch {
    return false
  }
}
