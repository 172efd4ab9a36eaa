// Public surface of Job validation (validateJob, validateJobUpdate).
export {}
