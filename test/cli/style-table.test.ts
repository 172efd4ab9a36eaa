import { describe, expect, it } from 'vitest'
import { styleFor } from '../../src/cli/style'
import { formatTable } from '../../src/cli/table'
import { memoryHost } from './support/memory-host'

describe('colour', () => {
  it('is used only on a terminal and never with NO_COLOR set', () => {
    const red = (tty: boolean, env: Record<string, string> = {}) =>
      styleFor(memoryHost({}, { tty, env }), 'stdout').red('x')
    expect(red(true)).toBe('\u001b[31mx\u001b[0m')
    expect(red(false)).toBe('x')
    expect(red(true, { NO_COLOR: '1' })).toBe('x')
    expect(red(true, { NO_COLOR: '' })).toBe('\u001b[31mx\u001b[0m') // https://no-color.org: only a non-empty value counts
  })

  it('colours Warning: as kubectl does (bold yellow)', () => {
    expect(styleFor(memoryHost({}, { tty: true }), 'stderr').yellow('Warning:')).toBe('\u001b[33;1mWarning:\u001b[0m')
  })
})

describe('formatTable (kubectl tabwriter: min width 6, padding 3)', () => {
  it('pads every column but the last', () => {
    expect(
      formatTable([
        ['NAME', 'STATUS', 'AGE'],
        ['pi', 'Complete', '5m'],
        ['a-long-name', 'Running', ''],
      ]),
    ).toBe('NAME          STATUS     AGE\n' + 'pi            Complete   5m\n' + 'a-long-name   Running\n')
  })

  it('keeps the minimum width for narrow columns and counts characters, not bytes', () => {
    expect(
      formatTable([
        ['A', 'B'],
        ['é', 'x'],
      ]),
    ).toBe('A     B\né     x\n')
  })
})
