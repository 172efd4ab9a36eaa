// Public surface of src/labels; filled in by the module's files.
export {}
