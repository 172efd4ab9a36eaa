/**
 * apimachinery's `ValidateManagedFields`, as `ValidateObjectMeta` and
 * `ValidateObjectMetaUpdate` run it on `metadata.managedFields`: each
 * entry's `operation` (`Apply` or `Update`), `fieldsType` (`FieldsV1` when
 * set), `manager` (at most 128 bytes, printable characters) and
 * `subresource` (at most 256 bytes). Before 1.37 a bad `operation` is
 * ``Invalid value: …: must be `Apply` or `Update` `` (empty included).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isGoPrintable } from '../../field/go-format'
import { child, index, invalid, notSupported, required, tooLong } from './field-errors'
import type * as meta from '../../core/generated/meta-model'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'

const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4)

/** `ValidateFieldManager`: the length in bytes, then each character Go does not print, at its byte offset. */
const validateManager = (manager: string, path: string): FieldError[] => {
  const errs: FieldError[] = []
  let bytes = 0
  for (const ch of manager) bytes += utf8Length(ch.codePointAt(0) as number)
  if (bytes > 128) errs.push(tooLong(path, 128))
  let at = 0
  for (const ch of manager) {
    const raw = ch.codePointAt(0) as number
    // a lone surrogate is not UTF-8: Go reads the replacement character, which it prints
    const cp = raw >= 0xd800 && raw <= 0xdfff ? 0xfffd : raw
    if (!isGoPrintable(cp)) {
      const hex = cp.toString(16).toUpperCase().padStart(4, '0')
      errs.push(invalid(path, manager, `invalid character U+${hex} (at position ${at})`))
    }
    at += raw >= 0xd800 && raw <= 0xdfff ? 3 : utf8Length(cp)
  }
  return errs
}

/**
 * The errors of `metadata.managedFields` at `path`.
 *
 * @example
 * validateManagedFields([{ manager: 'm', operation: 'Bogus', apiVersion: 'v1', time: undefined, fieldsType: '', fieldsV1: undefined, subresource: '' }], 'metadata.managedFields')
 * // [{ type: 'FieldValueNotSupported', field: 'metadata.managedFields[0].operation', … }]
 */
export const validateManagedFields = (
  entries: readonly meta.ManagedFieldsEntry[] | undefined,
  path: string,
  minor = LATEST_MINOR,
): FieldError[] => {
  const errs: FieldError[] = []
  ;(entries ?? []).forEach((e, i) => {
    const at = index(path, i)
    if (minor < MINOR_RULES.managedFieldsOperationNotSupported) {
      if (e.operation !== 'Apply' && e.operation !== 'Update')
        errs.push(invalid(child(at, 'operation'), e.operation, 'must be `Apply` or `Update`'))
    } else if (e.operation === '') errs.push(required(child(at, 'operation'), 'must not be empty'))
    else if (e.operation !== 'Apply' && e.operation !== 'Update')
      errs.push(notSupported(child(at, 'operation'), e.operation, ['Apply', 'Update']))
    if (e.fieldsType !== '' && e.fieldsType !== 'FieldsV1')
      errs.push(invalid(child(at, 'fieldsType'), e.fieldsType, 'must be `FieldsV1`'))
    errs.push(...validateManager(e.manager, child(at, 'manager')))
    let bytes = 0
    for (const ch of e.subresource) bytes += utf8Length(ch.codePointAt(0) as number)
    if (bytes > 256) errs.push(tooLong(child(at, 'subresource'), 256))
  })
  return errs
}
