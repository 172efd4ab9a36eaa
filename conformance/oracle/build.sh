#!/usr/bin/env bash
# Builds the oracle, bin/oracle, with one command; with the argument `bench`
# it builds the Go side of `npm run bench`, bin/bench, instead (`all`: both);
# with `cover`, bin/oracle-cover: the oracle with Go's coverage instrumentation
# over the upstream packages of ../upstream-coverage/scope.txt (and the oracle's own main
# package, without which Go writes no coverage data), for
# `npm run conformance:coverage`; with `reach`, bin/reach (cmd/reach).
# Usage: conformance/oracle/build.sh [oracle|bench|all|cover|reach]
#
# Three upstream packages get small forwarding files of ours (overlay/)
# through `go build -overlay`; no upstream source is copied. Go refuses
# overlays inside the module cache, so the build reads k8s.io/kubernetes and
# k8s.io/apiserver through symbolic links to their module-cache directories
# (bin/mod/…), named in a build-only copy of go.mod (bin/build.mod).
set -euo pipefail
target=${1:-oracle}
case "$target" in oracle | bench | all | cover | reach) ;; *) echo "usage: build.sh [oracle|bench|all|cover|reach]" >&2; exit 2 ;; esac
cd "$(dirname "$0")"
here=$(pwd)
mkdir -p bin/mod
go mod download k8s.io/apiserver k8s.io/kubernetes
apiserver_dir=$(go list -m -f '{{.Dir}}' k8s.io/apiserver)
kubernetes_dir=$(go list -m -f '{{.Dir}}' k8s.io/kubernetes)
ln -sfn "$apiserver_dir" bin/mod/apiserver
ln -sfn "$kubernetes_dir" bin/mod/kubernetes
sed -e 's#^\tk8s.io/apiserver => k8s.io/apiserver v0.37.2$#\tk8s.io/apiserver => ./bin/mod/apiserver#' go.mod > bin/build.mod
grep -q './bin/mod/apiserver' bin/build.mod || { echo "build.sh: no k8s.io/apiserver replace line in go.mod" >&2; exit 1; }
printf '\nreplace k8s.io/kubernetes => ./bin/mod/kubernetes\n' >> bin/build.mod
cp go.sum bin/build.sum
cat > bin/overlay.json <<JSON
{"Replace": {
  "$here/bin/mod/apiserver/pkg/endpoints/handlers/zz_oracle_export.go": "$here/overlay/apiserver-handlers/zz_oracle_export.go",
  "$here/bin/mod/kubernetes/pkg/controller/job/zz_oracle_export.go": "$here/overlay/controller-job/zz_oracle_export.go",
  "$here/bin/mod/kubernetes/pkg/controller/job/zz_bench_export.go": "$here/overlay/controller-job/zz_bench_export.go",
  "$here/bin/mod/kubernetes/pkg/controller/cronjob/zz_oracle_export.go": "$here/overlay/controller-cronjob/zz_oracle_export.go"
}}
JSON
for cmd in oracle bench; do
  if [ "$target" = all ] || [ "$target" = "$cmd" ]; then
    go build -modfile bin/build.mod -overlay bin/overlay.json -o "bin/$cmd" "./cmd/$cmd"
  fi
done
if [ "$target" = cover ]; then
  # Go's cover tool reads the files of an instrumented package from disk and
  # ignores -overlay, so the instrumented pkg/controller/job gets our two
  # files as real files: bin/mod/kubernetes-cover is a tree of symbolic links
  # to the module cache, real directories only down to pkg/controller/job.
  farm=bin/mod/kubernetes-cover
  rm -rf "$farm"
  mkdir -p "$farm/pkg/controller/job"
  link_all_but() { # <source dir> <target dir> <name to skip>
    for e in "$1"/* "$1"/.[!.]*; do
      [ -e "$e" ] || continue
      [ "$(basename "$e")" = "$3" ] || ln -s "$e" "$2/$(basename "$e")"
    done
  }
  link_all_but "$kubernetes_dir" "$farm" pkg
  link_all_but "$kubernetes_dir/pkg" "$farm/pkg" controller
  link_all_but "$kubernetes_dir/pkg/controller" "$farm/pkg/controller" job
  link_all_but "$kubernetes_dir/pkg/controller/job" "$farm/pkg/controller/job" ''
  cp overlay/controller-job/*.go "$farm/pkg/controller/job/"
  sed -e 's#^replace k8s.io/kubernetes => ./bin/mod/kubernetes$#replace k8s.io/kubernetes => ./bin/mod/kubernetes-cover#' bin/build.mod > bin/cover.mod
  cp bin/build.sum bin/cover.sum
  cat > bin/cover-overlay.json <<JSON
{"Replace": {
  "$here/bin/mod/apiserver/pkg/endpoints/handlers/zz_oracle_export.go": "$here/overlay/apiserver-handlers/zz_oracle_export.go",
  "$here/bin/mod/kubernetes-cover/pkg/controller/cronjob/zz_oracle_export.go": "$here/overlay/controller-cronjob/zz_oracle_export.go"
}}
JSON
  coverpkg=$(awk '$1 == "package" { printf "%s,", $2 }' ../upstream-coverage/scope.txt)github.com/k8s-jobs-core/conformance/oracle/cmd/oracle
  go build -cover -coverpkg="$coverpkg" -modfile bin/cover.mod -overlay bin/cover-overlay.json -o bin/oracle-cover ./cmd/oracle
fi
if [ "$target" = reach ]; then
  go build -o bin/reach ./cmd/reach
fi
