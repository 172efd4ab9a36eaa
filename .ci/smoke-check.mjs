import * as m from "k8s-jobs-core"; console.log("esm ok", Object.keys(m).length)
