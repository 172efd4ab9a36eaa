// Public surface of src/controller; filled in by the module's files.
export {}
