#!/usr/bin/env bash
# Fails when a C++ source of the project differs from what clang-format (.clang-format) would write.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapfile -t files < <(find app db rules tests -name '*.cpp' -o -name '*.h' | sort)
clang-format --dry-run --Werror "${files[@]}"
echo "check-format: ${#files[@]} files formatted"
