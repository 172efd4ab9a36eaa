/**
 * Hostile JavaScript values for totality tests: what a caller can hand the
 * library besides parsed JSON or YAML. Class instances (Date, Map, Set, a
 * user class), accessors that throw or count their reads, proxies (throwing,
 * revoked, forwarding), frozen and null-prototype objects, `__proto__` and
 * `constructor` keys, huge strings, deep nesting, cycles, shared subgraphs
 * (YAML alias bombs), sparse arrays of absurd length, NaN/±Infinity/-0,
 * BigInt, symbols and functions.
 *
 * Also: {@link withPollutedPrototypes} (enumerable properties planted on
 * `Object.prototype`/`Array.prototype`, always removed again),
 * {@link snapshot} (a structural fingerprint that never invokes an accessor,
 * to detect argument mutation) and {@link watchMutations} (a proxy that logs
 * every write).
 */
import fc from 'fast-check'

/** How many times an accessor of a hostile value ran (the library never invokes accessors). */
export const accessorReads = { count: 0 }

const throwingGetter = (): object =>
  Object.defineProperty({ a: 1 }, 'spec', {
    enumerable: true,
    get() {
      accessorReads.count++
      throw new Error('hostile getter')
    },
  })

const countingGetter = (): object => {
  const o: Record<string, unknown> = {}
  for (const k of ['metadata', 'spec', 'status', 'labels', 'name', 'key', 'values', 'requirements', 'rules', '0']) {
    Object.defineProperty(o, k, {
      enumerable: true,
      get() {
        accessorReads.count++
        return 'x'
      },
    })
  }
  return o
}

const throwingProxy = (): object =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('hostile proxy get')
      },
      has: () => {
        throw new Error('hostile proxy has')
      },
      ownKeys: () => {
        throw new Error('hostile proxy ownKeys')
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('hostile proxy gOPD')
      },
      getPrototypeOf: () => {
        throw new Error('hostile proxy getPrototypeOf')
      },
      set: () => {
        throw new Error('hostile proxy set')
      },
      apply: () => {
        throw new Error('hostile proxy apply')
      },
    },
  )

const throwingArrayProxy = (): object =>
  new Proxy([1, 2], {
    get: () => {
      throw new Error('hostile array proxy get')
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('hostile array proxy gOPD')
    },
  })

const revokedProxy = (): object => {
  const r = Proxy.revocable({}, {})
  r.revoke()
  return r.proxy
}

class Instance {
  readonly spec = { template: {} }
  readonly metadata = { name: 'x' }
  method(): number {
    return 1
  }
}

/** `levels` nested levels of `{ x: … }`. */
export const nested = (levels: number, leaf: unknown = 1): unknown => {
  let v: unknown = leaf
  for (let i = 0; i < levels; i++) v = { x: v, metadata: v }
  return v
}

/** `levels` nested levels of arrays. */
export const nestedArray = (levels: number): unknown => {
  let v: unknown = []
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

/** A YAML alias bomb: each level refers twice to the one below (2^levels paths, `levels` nodes). */
export const aliasBomb = (levels: number): unknown => {
  let v: unknown = { a: 'x', labels: { k: 'v' } }
  for (let i = 0; i < levels; i++) v = { a: v, b: v, spec: v, items: [v, v] }
  return v
}

const cyclic = (): object => {
  const o: Record<string, unknown> = { name: 'c' }
  o['self'] = o
  o['spec'] = o
  o['metadata'] = o
  o['items'] = [o, o]
  return o
}

const cyclicArray = (): unknown[] => {
  const a: unknown[] = [1]
  a.push(a)
  return a
}

const nullProto = (): object => Object.assign(Object.create(null) as object, { a: 'b', name: 'n', spec: {} })

const sparse = (length: number): unknown[] => {
  const a: unknown[] = []
  a.length = length
  return a
}

/** `JSON.parse` keeps `__proto__` as an own key. */
const protoKeys = (): object =>
  JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"p": 1}}, "a": "b"}')

/**
 * One of each hostile value class, built fresh (so a test can hand it to a
 * function and compare afterwards), with a name for messages.
 */
export const hostileLeaves: readonly (readonly [string, () => unknown])[] = [
  ['NaN', () => Number.NaN],
  ['Infinity', () => Number.POSITIVE_INFINITY],
  ['-Infinity', () => Number.NEGATIVE_INFINITY],
  ['-0', () => -0],
  ['huge number', () => 2 ** 53 + 2],
  ['negative', () => -1],
  ['fraction', () => 0.5],
  ['bigint', () => 2n ** 70n],
  ['small bigint', () => 3n],
  ['symbol', () => Symbol('hostile')],
  ['function', () => () => 1],
  ['null', () => null],
  ['undefined', () => undefined],
  ['true', () => true],
  ['empty string', () => ''],
  ['huge string', () => 'a'.repeat(1_000_000)],
  ['huge separator string', () => '0,'.repeat(200_000)],
  ['huge selector string', () => 'a in (b),'.repeat(20_000)],
  ['Date', () => new Date(0)],
  ['invalid Date', () => new Date(Number.NaN)],
  ['Map', () => new Map([['a', 'b']])],
  ['Set', () => new Set(['a'])],
  ['class instance', () => new Instance()],
  ['RegExp', () => /a/g],
  ['Error', () => new Error('e')],
  ['typed array', () => new Uint8Array(4)],
  ['boxed string', () => Object('a=b')],
  ['throwing getter', throwingGetter],
  ['counting getters', countingGetter],
  ['throwing proxy', throwingProxy],
  ['throwing array proxy', throwingArrayProxy],
  ['revoked proxy', revokedProxy],
  ['forwarding proxy', () => new Proxy({ a: 'b', spec: {} }, {})],
  [
    'throwing toJSON',
    () => ({
      toJSON: () => {
        throw new Error('toJSON')
      },
    }),
  ],
  [
    'throwing toString',
    () => ({
      toString: () => {
        throw new Error('toString')
      },
      valueOf: () => {
        throw new Error('valueOf')
      },
    }),
  ],
  ['frozen', () => Object.freeze({ a: 'b', spec: Object.freeze({}) })],
  ['null prototype', nullProto],
  ['__proto__ keys', protoKeys],
  ['empty object', () => ({})],
  ['empty array', () => []],
  // biome-ignore lint/suspicious/noSparseArray: a hole is the point
  ['hole', () => [, 'a']],
  ['sparse 2^32-1', () => sparse(2 ** 32 - 1)],
  ['deep object', () => nested(1_200)],
  ['deep array', () => nestedArray(1_200)],
  ['cycle', cyclic],
  ['cyclic array', cyclicArray],
  ['alias bomb', () => aliasBomb(40)],
]

/**
 * A hostile leaf, by name: fast-check inspects the values it generates (a
 * throwing proxy would throw there), so arbitraries produce references and
 * {@link materialize} builds the values inside the property.
 */
export class LeafRef {
  constructor(readonly name: string) {}
}

/** A hostile leaf value (a {@link LeafRef}; see {@link materialize}). */
export const hostileLeaf: fc.Arbitrary<unknown> = fc
  .constantFrom(...hostileLeaves.map(([name]) => name))
  .map((n) => new LeafRef(n))

/** Plain data, hostile leaves and containers of both, `__proto__` keys included (materialize before use). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    hostileLeaf,
    fc.anything({
      withBigInt: true,
      withNullPrototype: true,
      withObjectString: true,
      withBoxedValues: true,
      withSparseArray: true,
    }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'spec', 'metadata', 'status', 'a', '0'), tie('any'), {
      maxKeys: 4,
    }),
    fc.array(tie('any'), { maxLength: 3 }),
  ),
})).any

/** A generated value with its {@link LeafRef}s replaced by fresh hostile values. */
export const materialize = (v: unknown): unknown => {
  if (v instanceof LeafRef) {
    const make = hostileLeaves.find(([n]) => n === v.name)?.[1]
    return make === undefined ? undefined : make()
  }
  if (Array.isArray(v)) {
    const out: unknown[] = []
    out.length = v.length
    for (let i = 0; i < v.length; i++) if (Object.hasOwn(v, i)) out[i] = materialize(v[i])
    return out
  }
  if (typeof v !== 'object' || v === null) return v
  const proto = Object.getPrototypeOf(v)
  if (proto !== Object.prototype && proto !== null) return v
  const out = Object.create(proto) as Record<string, unknown>
  for (const k of Object.keys(v)) {
    Object.defineProperty(out, k, {
      value: materialize((v as Record<string, unknown>)[k]),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

/**
 * Runs `f` with `value` planted as an enumerable property (non-enumerable
 * with `enumerable = false`) under every key of `keys` on
 * `Object.prototype` and (with `indexes`) `Array.prototype` indexes
 * `0..indexes-1` (always enumerable), and always removes them again.
 * Nothing but `f` may run meanwhile (test frameworks read inherited
 * properties too).
 */
export const withPollutedPrototypes = <A>(
  keys: readonly string[],
  value: unknown,
  indexes: number,
  f: () => A,
  enumerable = true,
): A => {
  const planted: Array<readonly [object, string]> = []
  try {
    for (const k of keys) {
      for (const proto of [Object.prototype, Array.prototype]) {
        if (Object.hasOwn(proto, k)) continue
        Object.defineProperty(proto, k, { value, enumerable, writable: true, configurable: true })
        planted.push([proto, k])
      }
    }
    for (let i = 0; i < indexes; i++) {
      Object.defineProperty(Array.prototype, String(i), { value, enumerable: true, writable: true, configurable: true })
      planted.push([Array.prototype, String(i)])
    }
    return f()
  } finally {
    for (const [proto, k] of planted) delete (proto as Record<string, unknown>)[k]
  }
}

/**
 * A structural fingerprint of a value that never invokes an accessor or a
 * proxy trap's result beyond what describes the value (a throwing proxy
 * fingerprints as `<unreadable>`): equal before and after a call iff the call
 * did not mutate the value. Shared and cyclic subgraphs are fingerprinted
 * once (by visit number), so alias bombs cost their size, not their paths.
 */
export const snapshot = (v: unknown): string => {
  const seen = new Map<object, number>()
  const parts: string[] = []
  const walk = (x: unknown): void => {
    if (typeof x === 'bigint') return void parts.push(`${x}n`)
    if (typeof x === 'symbol') return void parts.push(String(x.description))
    if (typeof x === 'function' || typeof x !== 'object' || x === null) {
      parts.push(typeof x === 'function' ? 'fn' : typeof x === 'string' ? JSON.stringify(x) : String(x))
      if (typeof x !== 'function') return
    }
    const o = x as object
    const id = seen.get(o)
    if (id !== undefined) return void parts.push(`#${id}`)
    seen.set(o, seen.size)
    try {
      const tag = Object.prototype.toString.call(o)
      if (tag === '[object Date]') parts.push(`D${Date.prototype.getTime.call(o)}`)
      if (o instanceof Map) parts.push(`M${JSON.stringify([...o.keys()].map(String))}`)
      if (o instanceof Set) parts.push(`S${o.size}`)
      parts.push(`${Object.isFrozen(o) ? 'F' : ''}${Object.isExtensible(o) ? '' : 'X'}{`)
      const proto = Object.getPrototypeOf(o)
      parts.push(proto === Object.prototype ? 'O' : proto === Array.prototype ? 'A' : proto === null ? 'N' : 'C')
      for (const k of Reflect.ownKeys(o)) {
        if (typeof k === 'symbol') continue
        const d = Object.getOwnPropertyDescriptor(o, k)
        if (d === undefined) continue
        parts.push(`${JSON.stringify(k)}${d.enumerable ? '' : '~'}:`)
        if ('value' in d) walk(d.value)
        else parts.push('<accessor>')
      }
      parts.push('}')
    } catch {
      parts.push('<unreadable>')
    }
  }
  walk(v)
  return parts.join(',')
}

/** One write a watched value saw: the trap and the property. */
export type Mutation = { readonly trap: string; readonly key: string }

/**
 * Wraps `v` (deeply, lazily) in proxies that forward everything and log
 * every write (`set`, `defineProperty`, `deleteProperty`, `setPrototypeOf`,
 * `preventExtensions`) to `log`.
 */
export const watchMutations = <A>(v: A, log: Mutation[]): A => {
  const proxies = new WeakMap<object, object>()
  const wrap = (x: unknown): unknown => {
    if (typeof x !== 'object' || x === null) return x
    const known = proxies.get(x)
    if (known !== undefined) return known
    const p = new Proxy(x, {
      get: (t, k, r) => {
        const d = Reflect.getOwnPropertyDescriptor(t, k)
        const value = Reflect.get(t, k, r)
        // the proxy invariants: a non-writable, non-configurable data property must read as itself
        return d !== undefined && d.configurable === false && d.writable === false ? value : wrap(value)
      },
      getOwnPropertyDescriptor: (t, k) => {
        const d = Reflect.getOwnPropertyDescriptor(t, k)
        if (d === undefined || !('value' in d) || d.configurable === false) return d
        return { ...d, value: wrap(d.value) }
      },
      set: (t, k, value, r) => {
        log.push({ trap: 'set', key: String(k) })
        return Reflect.set(t, k, value, r)
      },
      defineProperty: (t, k, d) => {
        log.push({ trap: 'defineProperty', key: String(k) })
        return Reflect.defineProperty(t, k, d)
      },
      deleteProperty: (t, k) => {
        log.push({ trap: 'deleteProperty', key: String(k) })
        return Reflect.deleteProperty(t, k)
      },
      setPrototypeOf: (t, p2) => {
        log.push({ trap: 'setPrototypeOf', key: '' })
        return Reflect.setPrototypeOf(t, p2)
      },
      preventExtensions: (t) => {
        log.push({ trap: 'preventExtensions', key: '' })
        return Reflect.preventExtensions(t)
      },
    })
    proxies.set(x, p)
    return p
  }
  return wrap(v) as A
}

/**
 * Replaces the value at `path` inside a deep copy of `root` (plain objects
 * and arrays only are copied); an empty path replaces `root`.
 */
export const replaceAt = (root: unknown, path: readonly (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  if (Array.isArray(root)) {
    const copy = [...root]
    copy[head as number] = replaceAt(root[head as number], rest, value)
    return copy
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) }
  Object.defineProperty(copy, head, {
    value: replaceAt((root as Record<string, unknown>)[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return copy
}

/** Every path to a value inside plain data `root` (objects and arrays), the root's own path `[]` first. */
export const pathsOf = (root: unknown, maxDepth = 8): (string | number)[][] => {
  const out: (string | number)[][] = []
  const walk = (v: unknown, path: (string | number)[]): void => {
    out.push(path)
    if (path.length >= maxDepth || typeof v !== 'object' || v === null) return
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) walk(v[i], [...path, i])
    else for (const [k, x] of Object.entries(v)) walk(x, [...path, k])
  }
  walk(root, [])
  return out
}

/** Every string key inside plain data `root`. */
export const keysOf = (root: unknown, into = new Set<string>()): Set<string> => {
  if (typeof root === 'object' && root !== null) {
    for (const [k, x] of Object.entries(root)) {
      if (!Array.isArray(root)) into.add(k)
      keysOf(x, into)
    }
  }
  return into
}
