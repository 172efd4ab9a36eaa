/**
 * The selector operators, in apimachinery's internal spelling
 * (`selection.Operator`): the same strings the label-selector module uses.
 *
 * @example
 * const op: ClusterSelectorOperator = 'notin'
 */
export type ClusterSelectorOperator = '=' | '==' | '!=' | 'in' | 'notin' | 'exists' | '!' | 'gt' | 'lt'

/**
 * Every operator spelling the federation's `ConvertOperator` accepted, mapped
 * to its internal operator. The match is exact and case-sensitive: `IN`,
 * `doesnotexist` or `Equals` are not recognised.
 *
 * @example
 * CLUSTER_SELECTOR_OPERATOR_SPELLINGS.get('DoesNotExist') //=> '!'
 * CLUSTER_SELECTOR_OPERATOR_SPELLINGS.get('>')            //=> 'gt'
 * CLUSTER_SELECTOR_OPERATOR_SPELLINGS.get('IN')           //=> undefined
 */
export const CLUSTER_SELECTOR_OPERATOR_SPELLINGS: ReadonlyMap<string, ClusterSelectorOperator> =
  /* @__PURE__ */ new Map<string, ClusterSelectorOperator>([
    ['In', 'in'],
    ['in', 'in'],
    ['=', '='],
    ['==', '=='],
    ['NotIn', 'notin'],
    ['notin', 'notin'],
    ['!=', '!='],
    ['Exists', 'exists'],
    ['exists', 'exists'],
    ['DoesNotExist', '!'],
    ['!', '!'],
    ['Gt', 'gt'],
    ['gt', 'gt'],
    ['>', 'gt'],
    ['Lt', 'lt'],
    ['lt', 'lt'],
    ['<', 'lt'],
  ])

/**
 * The internal operator for a spelling, or `undefined` when the federation
 * did not recognise it.
 *
 * @example
 * convertClusterSelectorOperator('==')  //=> '=='
 * convertClusterSelectorOperator('iN')  //=> undefined
 */
export const convertClusterSelectorOperator = (spelling: string): ClusterSelectorOperator | undefined =>
  CLUSTER_SELECTOR_OPERATOR_SPELLINGS.get(spelling)
