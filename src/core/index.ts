// Public surface of src/core: the pod template's building blocks.
export * from './quantity/index'
export * from './defaults/index'
