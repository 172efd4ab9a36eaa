// Public surface of src/job; filled in by the module's files.
export {}
