// Public surface of src/cluster-selector; filled in by the module's files.
export {}
