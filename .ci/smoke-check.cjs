const m = require("k8s-jobs-core"); console.log("cjs ok", Object.keys(m).length)
