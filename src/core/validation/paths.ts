/**
 * File-path checks of pod validation (`validatePathNoBacksteps`,
 * `validateLocalDescendingPath`, `ValidateLocalNonReservedPath`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { invalid } from './errors'

/** Go's `path.IsAbs`. */
const isAbs = (p: string): boolean => p.startsWith('/')

/**
 * `validatePathNoBacksteps`: no `..` element.
 *
 * @example
 * noBacksteps('a/../b', 'p')[0]?.detail // "must not contain '..'"
 */
export const noBacksteps = (target: string, path: string): FieldError[] =>
  target.split('/').includes('..') ? [invalid(path, target, "must not contain '..'")] : []

/**
 * `validateLocalDescendingPath`: relative and without `..`.
 *
 * @example
 * localDescendingPath('/abs', 'p')[0]?.detail // 'must be a relative path'
 */
export const localDescendingPath = (target: string, path: string): FieldError[] => [
  ...(isAbs(target) ? [invalid(path, target, 'must be a relative path')] : []),
  ...noBacksteps(target, path),
]

/**
 * `ValidateLocalNonReservedPath`: a descending path not starting with `..`.
 *
 * @example
 * localNonReservedPath('..a', 'p')[0]?.detail // "must not start with '..'"
 */
export const localNonReservedPath = (target: string, path: string): FieldError[] => [
  ...localDescendingPath(target, path),
  ...(target.startsWith('..') && !target.startsWith('../') ? [invalid(path, target, "must not start with '..'")] : []),
]

/**
 * Go's `path.IsAbs`.
 *
 * @example
 * isAbsolutePath('/x') // true
 */
export const isAbsolutePath = isAbs
