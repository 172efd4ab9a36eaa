/**
 * The golden cases of the `k8s-jobs` command line: every command, every
 * output format and every exit code. Regenerate the expected outputs with
 * `npm run cli:golden` after an intended change, and read the diff.
 */
import type { CliCase } from './support/cli'

const F = 'test/cli/fixtures'

const JOB = (name: string) =>
  `apiVersion: batch/v1\nkind: Job\nmetadata: {name: ${name}}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox}]\n`
const BAD_JOB = (name: string) => JOB(name).replace('restartPolicy: Never', 'restartPolicy: Always')

/** File names that try to inject, a name that is not UTF-8, a link to nothing and an empty file. */
const HOSTILE_NAMES: CliCase['scratch'] = [
  { name: '::warning file=a.yaml::injected.yaml', text: BAD_JOB('colons') },
  { name: '\u001b[31mred.yaml', text: BAD_JOB('red') },
  { name: 'new\n::error::line.yaml', text: BAD_JOB('newline') },
  { name: 'a b#%?.yaml', text: BAD_JOB('uri') },
  { name: Buffer.from('caf\xe9.yaml', 'latin1'), text: BAD_JOB('latin') },
  { name: 'gone.yaml', link: 'nowhere.yaml' },
  { name: 'empty.yaml', text: '' },
]

/** The same hostile names and manifests in every validate output format. */
const hostile = (format: string): CliCase => {
  const name = `validate-hostile-${format}`
  return {
    name,
    args: ['validate', ...(format === 'verbose' ? ['-v'] : ['-o', format]), `${F}/hostile`, `test/cli/scratch/${name}`],
    scratch: HOSTILE_NAMES,
  }
}

export const CASES: readonly CliCase[] = [
  // help and usage
  { name: 'help', args: ['--help'] },
  { name: 'no-arguments', args: [] },
  { name: 'version', args: ['--version'] },
  { name: 'unknown-command', args: ['lint', 'x.yaml'] },
  ...['validate', 'create', 'convert', 'select', 'place', 'simulate', 'status'].map((c) => ({
    name: `help-${c}`,
    args: [c, '--help'],
  })),
  { name: 'help-topic', args: ['help', 'status'] },
  // validate: every output format on the same inputs
  { name: 'validate-valid', args: ['validate', `${F}/valid`] },
  { name: 'validate-text', args: ['validate', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-verbose', args: ['validate', '--verbose', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-json', args: ['validate', '-o', 'json', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-github', args: ['validate', '--output=github', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-sarif', args: ['validate', '-o', 'sarif', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-junit', args: ['validate', '-o', 'junit', `${F}/valid`, `${F}/invalid`] },
  { name: 'validate-design', args: ['validate', '--compat', 'design', `${F}/invalid/reposted.yaml`] },
  {
    name: 'validate-namespace-uid',
    args: ['validate', '-n', 'team-a', '--uid', '11111111-2222-4333-8444-555555555555', `${F}/invalid/reposted.yaml`],
  },
  { name: 'validate-stdin', args: ['validate', '-'], stdin: `${F}/invalid/jobs.yaml` },
  { name: 'validate-list', args: ['validate', '-v', `${F}/other/list.yaml`] },
  { name: 'validate-examples', args: ['validate', 'examples/'] },
  // validate: unusable input (exit 2)
  { name: 'validate-input-errors', args: ['validate', `${F}/input`, `${F}/valid/job.yaml`] },
  { name: 'validate-input-errors-json', args: ['validate', '-o', 'json', `${F}/input`] },
  { name: 'validate-input-errors-github', args: ['validate', '-o', 'github', `${F}/input`] },
  { name: 'validate-missing-file', args: ['validate', `${F}/no-such-file.yaml`] },
  { name: 'validate-no-files', args: ['validate'], noStdin: true },
  // validate: hostile manifests and file names, in every format
  ...['text', 'verbose', 'json', 'github', 'sarif', 'junit'].map(hostile),
  // validate: what kubeconform users expect
  { name: 'validate-piped-stdin', args: ['validate'], stdin: `${F}/invalid/jobs.yaml` },
  { name: 'validate-piped-empty', args: ['validate'] },
  { name: 'validate-empty-stdin', args: ['validate', '-'] },
  { name: 'validate-combined-flags', args: ['validate', '-vo', 'json', `${F}/valid/job.yaml`] },
  {
    name: 'validate-skip-kinds',
    args: ['validate', '-v', '--skip-kinds', 'CronJob', '--skip-kinds=batch/v1/Job', `${F}/valid`, `${F}/invalid`],
  },
  {
    name: 'validate-ignore-pattern',
    args: [
      'validate',
      '--ignore-filename-pattern',
      'cron',
      '--ignore-filename-pattern=\\.json$',
      `${F}/valid`,
      `${F}/invalid`,
    ],
  },
  { name: 'validate-bad-pattern', args: ['validate', '--ignore-filename-pattern', '(', `${F}/valid`] },
  {
    name: 'validate-hidden',
    args: ['validate', 'test/cli/scratch/validate-hidden'],
    scratch: [
      { name: 'job.yaml', text: JOB('shown') },
      { name: '.hidden.yaml', text: BAD_JOB('hidden') },
      { name: '.github/workflows/ci.yaml', text: 'on: push\n' },
      { name: 'node_modules/pkg/job.yaml', text: BAD_JOB('vendored') },
    ],
  },
  {
    name: 'validate-include-hidden',
    args: ['validate', '--include-hidden', 'test/cli/scratch/validate-include-hidden'],
    scratch: [
      { name: 'job.yaml', text: JOB('shown') },
      { name: '.hidden.yaml', text: BAD_JOB('hidden') },
      { name: 'node_modules/pkg/job.yaml', text: BAD_JOB('vendored') },
    ],
  },
  { name: 'unknown-command-suggestion', args: ['valdiate', 'x.yaml'] },
  { name: 'unknown-flag-suggestion', args: ['validate', '--ouptut', 'json', 'x.yaml'] },
  { name: 'validate-bad-output', args: ['validate', '-o', 'xml', `${F}/valid`] },
  { name: 'validate-bad-now', args: ['validate', `${F}/valid`], env: { K8S_JOBS_NOW: 'tomorrow' } },
  { name: 'validate-unknown-flag', args: ['validate', '--strict', `${F}/valid`] },
  // create
  { name: 'create-yaml', args: ['create', '--uid', '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77', `${F}/valid/job.yaml`] },
  {
    name: 'create-json-generate-name',
    args: ['create', '-o', 'json', '--uid', 'u-1', `${F}/other/generate-name.yaml`],
  },
  {
    name: 'create-name',
    args: ['create', '--uid', 'u-1', '--name', 'nightly-manual', `${F}/other/generate-name.yaml`],
  },
  { name: 'create-cronjob', args: ['create', '--uid', 'u-2', `${F}/valid/cronjob.yaml`] },
  { name: 'create-invalid', args: ['create', '--uid', 'u-3', `${F}/invalid/jobs.yaml`] },
  { name: 'create-warning', args: ['create', '-o', 'json', '--uid', 'u-4', `${F}/valid/dotted-name.json`] },
  // convert
  { name: 'convert-to-v1beta1', args: ['convert', '--to', 'extensions/v1beta1', `${F}/valid/job.yaml`] },
  { name: 'convert-to-v1', args: ['convert', '--to', 'batch/v1', '-o', 'json', `${F}/other/v1beta1.json`] },
  { name: 'convert-no-to', args: ['convert', `${F}/valid/job.yaml`] },
  { name: 'convert-invalid', args: ['convert', '--to', 'batch/v1', `${F}/invalid/jobs.yaml`] },
  // select
  { name: 'select-selector', args: ['select', '-l', 'app in (pi,web),tier!=backend', `${F}/other/pods.yaml`] },
  { name: 'select-job', args: ['select', '--job', `${F}/other/pi-job.yaml`, `${F}/other/pods.yaml`] },
  { name: 'select-json', args: ['select', '-o', 'json', '-l', 'app=pi', `${F}/other/pods.yaml`] },
  { name: 'select-bad-selector', args: ['select', '-l', 'app>=1', `${F}/other/pods.yaml`] },
  // place
  { name: 'place', args: ['place', '--clusters', `${F}/other/clusters.yaml`, `${F}/other/placed.yaml`] },
  {
    name: 'place-json',
    args: ['place', '-o', 'json', '--clusters', `${F}/other/clusters.yaml`, `${F}/other/placed.yaml`],
  },
  { name: 'place-no-clusters', args: ['place', `${F}/other/placed.yaml`] },
  // simulate
  { name: 'simulate', args: ['simulate', '--script', `${F}/other/outcomes.yaml`, `${F}/other/retry-job.yaml`] },
  { name: 'simulate-default-script', args: ['simulate', `${F}/valid/job.yaml`] },
  {
    name: 'simulate-bad-script',
    args: ['simulate', '--script', `${F}/other/bad-outcomes.yaml`, `${F}/other/retry-job.yaml`],
  },
  { name: 'simulate-invalid-job', args: ['simulate', `${F}/invalid/reposted.yaml`] },
  // status
  { name: 'status', args: ['status', `${F}/other/list.yaml`] },
  { name: 'status-wide', args: ['status', '-o', 'wide', `${F}/other/list.yaml`] },
  { name: 'status-json', args: ['status', '-o', 'json', '--now', '2026-01-02T00:00:00Z', `${F}/other/list.yaml`] },
  { name: 'status-stdin', args: ['status', '-'], stdin: `${F}/other/list.yaml` },
  { name: 'status-hostile', args: ['status', '-o', 'wide', `${F}/hostile/status.yaml`] },
  { name: 'status-hostile-json', args: ['status', '-o', 'json', `${F}/hostile/status.yaml`] },
  { name: 'select-hostile', args: ['select', '-l', 'app=pi', `${F}/hostile/status.yaml`] },
]
