/**
 * The golden cases of the `k8s-jobs` command line: every command, every
 * output format and every exit code. Regenerate the expected outputs with
 * `npm run cli:golden` after an intended change, and read the diff.
 */
import type { CliCase } from './support/cli'

const F = 'test/cli/fixtures'

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
  { name: 'validate-no-files', args: ['validate'] },
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
]
