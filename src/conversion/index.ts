// Public surface of src/conversion; filled in by the module's files.
export {}
