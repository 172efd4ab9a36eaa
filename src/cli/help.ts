/**
 * `--help` texts.
 *
 * @module
 */

import { PROFILE_HELP } from './profile-flags'
import { PREVIEW_KUBERNETES_VERSIONS, SUPPORTED_KUBERNETES_VERSIONS } from '../profile/versions'

export const MAIN_HELP = `k8s-jobs: Kubernetes Job manifests checked offline, as the API server would.

Usage:
  k8s-jobs <command> [flags] [files | folders | -]

Commands:
  validate   run Jobs and CronJobs through the API server's create path; kubectl's errors
  create     print the Job the server would store (a dry run)
  convert    convert Jobs between batch/v1 and extensions/v1beta1
  select     list the objects a label selector, or a Job, selects
  place      list the clusters a federation ClusterSelector annotation sends objects to
  schedule   print when CronJobs run next, in their time zone and in UTC
  simulate   run the Job or CronJob controller against scripted pod outcomes
  status     print kubectl's "get jobs" and "get cronjobs" columns

Flags:
  -h, --help      help for k8s-jobs or a command
      --version   print the version

The cluster (validate, create, simulate): --kubernetes-version (supported: ${SUPPORTED_KUBERNETES_VERSIONS.join(', ')};
with --preview-version also ${PREVIEW_KUBERNETES_VERSIONS.join(', ')}), --allow-privileged[=false] (default true),
--feature-gates=A=true,B=false.

Exit codes: 0 success (all valid), 1 something is invalid, 2 usage error or unreadable input,
3 standard output could not be written.
Colour is used only on a terminal and never when NO_COLOR is set.
Run 'k8s-jobs <command> --help' for a command's flags.
`

const COMPAT = `      --compat string      upstream (default): today's API server; design: the selector-generation
                           design's rules (a selector needs manualSelector: true)`
const NOW = `      --now string         the clock, RFC 3339 (default: $K8S_JOBS_NOW, else the system clock)`

export const COMMAND_HELP: Readonly<Record<string, string>> = {
  validate: `Check Job manifests as the API server's create path would, offline.

Usage:
  k8s-jobs validate [flags] [files | folders | -]

Reads YAML or JSON files (several documents per file; folders recursively, taking
*.yaml, *.yml and *.json, passing over hidden entries and node_modules; '-', or no
operand when input is piped, for standard input). Jobs (batch/v1, extensions/v1beta1)
are decoded, defaulted, given their generated selector and validated; a CronJob
(batch/v1) is checked through the Job its controller would create from it. Other
kinds are skipped and counted. Errors print as kubectl prints them, each line after
the file:line:col of the field it is about.

Flags:
  -o, --output string      text (default), json, github, sarif or junit
${COMPAT}
${PROFILE_HELP}
  -n, --namespace string   namespace for manifests without one (default "default")
      --uid string         uid for every created object (default: derived from the file)
${NOW}
                           (a CronJob's Job is named after the minute of the clock)
  -v, --verbose            text output: also list valid and skipped documents
      --skip-kinds list    kinds (Job) or apiVersion/kinds (batch/v1/Job) to skip, comma-separated,
                           repeatable
      --ignore-filename-pattern regexp
                           pass over paths matching it (repeatable)
      --include-hidden     also read hidden files and folders and node_modules
  -h, --help               help for validate

Exit codes: 0 all valid, 1 any invalid, 2 usage error or unusable input,
3 standard output could not be written (e.g. a full disk).

Examples:
  k8s-jobs validate examples/
  kubectl get jobs -o yaml | k8s-jobs validate
  k8s-jobs validate --output github manifests/
  k8s-jobs validate -vo json --skip-kinds CronJob --ignore-filename-pattern '^charts/' .
`,
  create: `Print the Job the API server would store for a manifest (a dry run).

Usage:
  k8s-jobs create [flags] [files | folders | -]

Runs each Job (and the Job of each CronJob) through the create path and prints the
object as the server would return it: defaults, generated selector and labels,
uid, generation, creationTimestamp. Errors print as kubectl prints them.

Flags:
  -o, --output string      yaml (default) or json
      --uid string         the new object's uid (default: $K8S_JOBS_UID, else random)
      --name string        the name for a manifest with only metadata.generateName
                           (default: generateName and five characters)
  -n, --namespace string   namespace for manifests without one (default "default")
${COMPAT}
${PROFILE_HELP}
${NOW}
  -h, --help               help for create

Example:
  k8s-jobs create --uid 3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77 job.yaml
`,
  convert: `Convert Jobs between API versions.

Usage:
  k8s-jobs convert --to batch/v1|extensions/v1beta1 [flags] [files | -]

spec.manualSelector (batch/v1) and spec.autoSelector (extensions/v1beta1) are each
other's negation; every other field carries over.

Flags:
      --to string          the API version to convert to (required)
  -o, --output string      yaml (default) or json
  -h, --help               help for convert

Example:
  k8s-jobs convert --to extensions/v1beta1 job.yaml
`,
  select: `List the objects a label selector, or a Job's selector, selects.

Usage:
  k8s-jobs select -l SELECTOR [flags] [files | -]
  k8s-jobs select --job JOB.yaml [flags] [files | -]

With -l, every object whose metadata.labels match is listed. With --job, the Job's
spec.selector is used (generated by the create path when the manifest has none,
from metadata.uid or --uid), and only Pods in the Job's namespace count, as for the
Job controller.

Flags:
  -l, --selector string    a label selector, e.g. 'app=web,tier in (db,cache),!legacy'
      --job string         a Job manifest whose selector to use
      --uid string         uid for a Job manifest without one
  -o, --output string      text (default) or json
  -h, --help               help for select

Example:
  k8s-jobs select -l 'app=pi' pods.yaml
`,
  place: `List the clusters a federation ClusterSelector annotation sends each object to.

Usage:
  k8s-jobs place --clusters CLUSTERS.yaml [flags] [files | -]

Reads the annotation federation.alpha.kubernetes.io/cluster-selector of each object.
CLUSTERS.yaml is a list of {name, labels} or Cluster objects (metadata.name,
metadata.labels).

Flags:
      --clusters string    the clusters file (required)
  -o, --output string      text (default) or json
  -h, --help               help for place

Example:
  k8s-jobs place --clusters clusters.yaml job.yaml
`,
  schedule: `Print when CronJobs run next: the times the CronJob controller computes for
spec.schedule in spec.timeZone (with the zone data the Kubernetes binaries embed), each in
the CronJob's zone and in UTC.

Usage:
  k8s-jobs schedule [flags] [files | folders | -]

Flags:
      --from string        the first time to look after, RFC 3339 (default: the clock)
  -n, --count int          how many run times (default 10, at most 10000)
${NOW}
  -o, --output string      text (default), json, or svg (a picture of the runs, day by day,
                           in the zone and in UTC; one CronJob)
  -h, --help               help for schedule

Examples:
  k8s-jobs schedule nightly-cronjob.yaml
  k8s-jobs schedule --from 2026-03-07T00:00:00Z -n 5 nightly-cronjob.yaml
  k8s-jobs schedule --output svg nightly-cronjob.yaml > nightly.svg
`,
  simulate: `Run the Job controller against scripted pod outcomes and print the timeline; for a
CronJob, run the CronJob controller over a window and print its runs.

Usage:
  k8s-jobs simulate [--script OUTCOMES.yaml] [flags] JOB.yaml|CRONJOB.yaml

The Job goes through the create path first. Each pod the controller creates ends as
the first matching rule of the script says (default: succeeds after one second):

  pods:
    - attempt: 0            # optional match: attempt (per index for Indexed Jobs),
      result: Failed        #   index, ordinal (creation order), or run (a CronJob's
                            #   n-th Job, from 0)
      afterSeconds: 30
      exitCode: 1
    - result: Succeeded
      afterSeconds: 45
  terminationGracePeriodSeconds: 0
  specUpdates:
    - atSeconds: 60
      spec: { suspend: true }

Flags:
      --script string      the pod-outcome script
      --for duration       a CronJob's window, from --now (default 24h)
      --max-syncs int      stop after this many controller syncs (default 10000)
      --uid string         the Job's uid (default: $K8S_JOBS_UID, else fixed)
${COMPAT}
${PROFILE_HELP}
${NOW}
                           (the simulation's start)
  -o, --output string      text (default), json, svg (a picture: one row per index
                           or pod slot) or timeline (the picture as terminal text)
  -h, --help               help for simulate

Examples:
  k8s-jobs simulate --script outcomes.yaml job.yaml
  k8s-jobs simulate --script outcomes.yaml --output svg job.yaml > job.svg
  k8s-jobs simulate --for 72h --script outcomes.yaml nightly-cronjob.yaml
`,
  status: `Print kubectl's "get jobs" columns for Jobs, e.g. from 'kubectl get jobs -o yaml', and
its "get cronjobs" columns for CronJobs (wide: also the next scheduled time).

Usage:
  k8s-jobs status [flags] [files | -]

STATUS is what kubectl 1.30 and later show: Complete, Failed, Terminating, Suspended,
FailureTarget, SuccessCriteriaMet or Running. DURATION and AGE are measured to the
clock (--now).

Flags:
  -o, --output string      text (default), wide or json
${NOW}
  -h, --help               help for status

Example:
  kubectl get jobs -o yaml | k8s-jobs status -
`,
}
