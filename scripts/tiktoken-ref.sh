#!/bin/sh
# Make sure the reference tokenizer (OpenAI's tiktoken as the npm package,
# its Rust core compiled to WASM) is installed in DIR (default
# build/gpt2ref), for the identity tests and the speed benchmark of mtok.
# Needs node and npm and the npm registry; prints DIR on success. When any
# of those is missing it prints nothing and exits 1, and the callers skip
# the live comparisons with a printed reason. Never needed by a command.
dir=${1:-$(cd "$(dirname "$0")/.." && pwd)/build/gpt2ref}
[ -d "$dir/node_modules/tiktoken" ] && { echo "$dir"; exit 0; }
command -v node >/dev/null && command -v npm >/dev/null || exit 1
mkdir -p "$dir" || exit 1
[ -f "$dir/package.json" ] || echo '{"name":"gpt2ref","private":true}' >"$dir/package.json"
timeout 300 npm install --prefix "$dir" --no-audit --no-fund --silent tiktoken@1.0.22 >/dev/null 2>&1 || exit 1
[ -d "$dir/node_modules/tiktoken" ] && echo "$dir"
