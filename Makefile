# weaver-gen — run `make` (or `make help`) to list the targets.
SWIFT ?= swift
SOURCES_TO_VALIDATE ?= Sources

.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-16s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: build
build: ## Build every target in debug
	$(SWIFT) build

.PHONY: test
test: ## Run all tests (unit, oracle against swift-syntax, fuzz, end-to-end)
	$(SWIFT) test

.PHONY: generate
generate: ## Regenerate Generated/ from the annotations under Sources
	$(SWIFT) run weaver-gen --input-path Sources --output-path Generated

.PHONY: check-generated
check-generated: ## Fail when Generated/ or the graph picture's DOT is not what weaver-gen writes today
	@rm -rf .build/generated-check
	@$(SWIFT) run --quiet weaver-gen --input-path Sources --output-path .build/generated-check --quiet
	@diff -r Generated .build/generated-check || (echo "Generated/ is stale: run 'make generate'" >&2; exit 1)
	@$(SWIFT) run --quiet weaver-gen graph --input-path Sources/MovieSample --format dot --quiet \
		| diff docs/movie-sample-graph.dot - || (echo "the README's graph picture is stale: run 'make graph-picture'" >&2; exit 1)
	@echo "Generated/ and the graph picture are up to date"

.PHONY: graph-picture
graph-picture: ## Render the movie sample's graph to docs/movie-sample-graph.svg (needs Graphviz)
	@command -v dot >/dev/null || { echo "Graphviz's 'dot' is missing: apt-get install graphviz (or brew install graphviz)" >&2; exit 1; }
	$(SWIFT) run weaver-gen graph --input-path Sources/MovieSample --format dot --output docs/movie-sample-graph.dot
	dot -Tsvg docs/movie-sample-graph.dot -o docs/movie-sample-graph.svg

.PHONY: examples
examples: ## Build and run every package under Examples/ and check their output
	scripts/examples.sh

.PHONY: bench
bench: ## Measure generation speed, memory, generated code size and compile cost, plugin rebuild (BENCH_QUICK=1: small, as CI runs it)
	python3 Benchmarks/bench.py $(if $(BENCH_QUICK),--quick) $(BENCH_ARGS)

.PHONY: validate
validate: ## Validate the annotations under Sources (the CI gate)
	$(SWIFT) run weaver-gen validate --input-path $(SOURCES_TO_VALIDATE)

.PHONY: format
format: ## Format the sources in place with swift-format
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests Plugins Examples

.PHONY: lint
lint: ## Check formatting with swift-format (fails on any finding)
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Plugins Examples

.PHONY: coverage
coverage: ## Run the tests with coverage and print WeaverGenCore's line coverage
	$(SWIFT) test --enable-code-coverage
	@scripts/coverage-report.sh

.PHONY: check
check: build lint test validate check-generated examples ## The gate before every commit
