// Public surface of the controller support functions (index sets, jobPhase, pod helpers, policies).
export {}
