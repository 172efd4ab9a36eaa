#!/usr/bin/env bash
# Builds the oracle, bin/oracle, with one command; with the argument `bench`
# it builds the Go side of `npm run bench`, bin/bench, instead (`all`: both);
# with `cover`, bin/oracle-cover: the oracle with Go's coverage instrumentation
# over the upstream packages of ../upstream-coverage/scope.txt (and the oracle's own main
# package, without which Go writes no coverage data), for
# `npm run conformance:coverage`; with `reach`, bin/reach (cmd/reach).
# Usage: conformance/oracle/build.sh [oracle|bench|all|cover|reach] [--versions 1.37,1.36,...|all]
#
# --versions (or ORACLE_VERSIONS; default 1.37) names the Kubernetes minors
# to build the oracle for (all: every pinned minor): 1.37 is go.mod (bin/oracle),
# each older minor 1.MM is versions/v1.MM/go.mod + go.sum (bin/oracle-1.MM),
# built from the same sources with the build tag k8s_1_MM (the files that
# differ between minors carry build constraints; docs/conformance.md,
# "Older minors", says which).
# bench, cover and reach are 1.37 only.
#
# Three upstream packages get small forwarding files of ours (overlay/)
# through `go build -overlay`; no upstream source is copied. Go refuses
# overlays inside the module cache, so the build reads k8s.io/kubernetes and
# k8s.io/apiserver through symbolic links to their module-cache directories
# (bin/mod/…), named in a build-only copy of go.mod (bin/build.mod).
set -euo pipefail
target=oracle
versions=${ORACLE_VERSIONS:-}
while [ $# -gt 0 ]; do
  case "$1" in
    oracle | bench | all | cover | reach) target=$1 ;;
    --versions) versions=${2:?--versions needs a list}; shift ;;
    --versions=*) versions=${1#--versions=} ;;
    *) echo "usage: build.sh [oracle|bench|all|cover|reach] [--versions 1.37,1.36,...|all]" >&2; exit 2 ;;
  esac
  shift
done
cd "$(dirname "$0")"
here=$(pwd)
supported="1.37 $(cd versions && ls -d v1.* 2> /dev/null | sed 's/^v//' | sort -t. -k2,2nr | tr '\n' ' ')"
# .ci/run builds 1.37 only until the library answers for the older minors
# (each older minor costs a cold build of its own Kubernetes modules).
[ -n "$versions" ] || versions=1.37
[ "$versions" = all ] && versions=$supported
versions=$(echo "$versions" | tr ',' ' ')
for v in $versions; do
  case " $supported " in *" ${v#v} "*) ;; *) echo "build.sh: unsupported Kubernetes version $v (supported: $supported)" >&2; exit 2 ;; esac
done
if [ "$target" != oracle ] && [ "$versions" != 1.37 ]; then
  echo "build.sh: $target is built for 1.37 only" >&2
  exit 2
fi

# prepare <minor>: the build-only go.mod/go.sum and overlay of one minor.
# Sets modfile, overlay, tags, out (the oracle binary) and kubernetes_dir.
prepare() {
  local minor=$1 src_mod src_sum mod
  if [ "$minor" = 1.37 ]; then
    src_mod=go.mod src_sum=go.sum mod=bin/mod modfile=bin/build.mod out=bin/oracle tags=
  else
    src_mod=versions/v$minor/go.mod src_sum=versions/v$minor/go.sum mod=bin/mod/v$minor
    modfile=bin/build-$minor.mod out=bin/oracle-$minor tags=k8s_${minor//./_}
  fi
  mkdir -p "$mod"
  go mod download -modfile "$src_mod" k8s.io/apiserver k8s.io/kubernetes
  local apiserver_dir
  apiserver_dir=$(go list -modfile "$src_mod" -m -f '{{.Dir}}' k8s.io/apiserver)
  kubernetes_dir=$(go list -modfile "$src_mod" -m -f '{{.Dir}}' k8s.io/kubernetes)
  ln -sfn "$apiserver_dir" "$mod/apiserver"
  ln -sfn "$kubernetes_dir" "$mod/kubernetes"
  sed -e "s#^\tk8s.io/apiserver => k8s.io/apiserver v0\.[0-9.]*\$#\tk8s.io/apiserver => ./$mod/apiserver#" "$src_mod" > "$modfile"
  grep -q "./$mod/apiserver" "$modfile" || { echo "build.sh: no k8s.io/apiserver replace line in $src_mod" >&2; exit 1; }
  printf '\nreplace k8s.io/kubernetes => ./%s/kubernetes\n' "$mod" >> "$modfile"
  cp "$src_sum" "${modfile%.mod}.sum"
  overlay=${modfile%.mod}-overlay.json
  [ "$minor" = 1.37 ] && overlay=bin/overlay.json
  {
    printf '{"Replace": {\n'
    printf '  "%s": "%s",\n' "$here/$mod/apiserver/pkg/endpoints/handlers/zz_oracle_export.go" "$here/overlay/apiserver-handlers/zz_oracle_export.go"
    local f
    # apiserver-rest: the minors before 1.37 only (1.37's build stays as it was)
    [ "$minor" = 1.37 ] || for f in overlay/apiserver-rest/*.go; do
      printf '  "%s": "%s",\n' "$here/$mod/apiserver/pkg/registry/rest/$(basename "$f")" "$here/$f"
    done
    local first=1
    for f in overlay/controller-job/*.go overlay/controller-cronjob/*.go; do
      [ $first = 1 ] || printf ',\n'
      first=0
      printf '  "%s": "%s"' "$here/$mod/kubernetes/pkg/controller/$(basename "$(dirname "$f")" | sed 's/^controller-//')/$(basename "$f")" "$here/$f"
    done
    printf '\n}}\n'
  } > "$overlay"
}

for minor in $versions; do
  minor=${minor#v}
  [ "$minor" = 1.37 ] && continue
  prepare "$minor"
  start=$(date +%s)
  go build -modfile "$modfile" -overlay "$overlay" -tags "$tags" -o "$out" ./cmd/oracle
  echo "build.sh: $out (Kubernetes $(basename "$kubernetes_dir" | sed 's/^kubernetes@//')) in $(( $(date +%s) - start )) s" >&2
done
case " $versions " in *" 1.37 "*) ;; *) exit 0 ;; esac
prepare 1.37
for cmd in oracle bench; do
  if [ "$target" = all ] || [ "$target" = "$cmd" ]; then
    go build -modfile bin/build.mod -overlay bin/overlay.json -o "bin/$cmd" "./cmd/$cmd"
  fi
done
if [ "$target" = cover ]; then
  # Go's cover tool reads the files of an instrumented package from disk and
  # ignores -overlay, so the instrumented pkg/controller/job and
  # pkg/controller/cronjob get our files as real files: bin/mod/kubernetes-cover
  # is a tree of symbolic links to the module cache, real directories only
  # down to those two packages.
  farm=bin/mod/kubernetes-cover
  rm -rf "$farm"
  mkdir -p "$farm/pkg/controller/job" "$farm/pkg/controller/cronjob"
  link_all_but() { # <source dir> <target dir> <name to skip>
    for e in "$1"/* "$1"/.[!.]*; do
      [ -e "$e" ] || continue
      [ "$(basename "$e")" = "$3" ] || ln -s "$e" "$2/$(basename "$e")"
    done
  }
  link_all_but "$kubernetes_dir" "$farm" pkg
  link_all_but "$kubernetes_dir/pkg" "$farm/pkg" controller
  for e in "$kubernetes_dir/pkg/controller"/*; do
    case "$(basename "$e")" in job | cronjob) ;; *) ln -s "$e" "$farm/pkg/controller/$(basename "$e")" ;; esac
  done
  link_all_but "$kubernetes_dir/pkg/controller/job" "$farm/pkg/controller/job" ''
  link_all_but "$kubernetes_dir/pkg/controller/cronjob" "$farm/pkg/controller/cronjob" ''
  cp overlay/controller-job/*.go "$farm/pkg/controller/job/"
  cp overlay/controller-cronjob/*.go "$farm/pkg/controller/cronjob/"
  sed -e 's#^replace k8s.io/kubernetes => ./bin/mod/kubernetes$#replace k8s.io/kubernetes => ./bin/mod/kubernetes-cover#' bin/build.mod > bin/cover.mod
  cp bin/build.sum bin/cover.sum
  cat > bin/cover-overlay.json <<JSON
{"Replace": {
  "$here/bin/mod/apiserver/pkg/endpoints/handlers/zz_oracle_export.go": "$here/overlay/apiserver-handlers/zz_oracle_export.go"
}}
JSON
  coverpkg=$(awk '$1 == "package" { printf "%s,", $2 }' ../upstream-coverage/scope.txt)github.com/k8s-jobs-core/conformance/oracle/cmd/oracle
  go build -cover -coverpkg="$coverpkg" -modfile bin/cover.mod -overlay bin/cover-overlay.json -o bin/oracle-cover ./cmd/oracle
fi
if [ "$target" = reach ]; then
  go build -o bin/reach ./cmd/reach
fi
