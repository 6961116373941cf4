# weaver-gen — run `make` (or `make help`) to list the targets.
SWIFT ?= swift
SOURCES_TO_VALIDATE ?= Sources
# The graph pictures in docs/: <name>=<input folder>, drawn to docs/<name>-graph.dot and .svg (the
# weather sample shows a public root's inputs).
GRAPH_PICTURES = movie-sample=Sources/MovieSample weather-sample=Sources/WeatherSample store-app=Tests/WeaverGenCLITests/Fixtures/StoreApp
# The Swift files swift-format checks: all of ours, but not the golden cases' inputs, which are test
# data written as users write their code (one is not even valid UTF-8), nor build directories.
FORMATTED_SOURCES = Package.swift $(shell find Sources Tests Plugins Examples -name '*.swift' -not -path '*/Golden/*' -not -path '*/.build/*' | LC_ALL=C sort)

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
check-generated: ## Fail when Generated/ or a graph picture's DOT is not what weaver-gen writes today
	@rm -rf .build/generated-check
	@$(SWIFT) run --quiet weaver-gen --input-path Sources --output-path .build/generated-check --quiet
	@diff -r Generated .build/generated-check || (echo "Generated/ is stale: run 'make generate'" >&2; exit 1)
	@for picture in $(GRAPH_PICTURES); do \
		name=$${picture%%=*}; input=$${picture#*=}; \
		$(SWIFT) run --quiet weaver-gen graph --input-path $$input --format dot --quiet | diff docs/$$name-graph.dot - \
			|| { echo "docs/$$name-graph.dot is stale: run 'make graph-picture'" >&2; exit 1; }; \
	done
	@echo "Generated/ and the graph pictures are up to date"

.PHONY: graph-picture
graph-picture: ## Render the graph pictures in docs/ (the movie sample, and the 30-type store app) to SVG (needs Graphviz)
	@command -v dot >/dev/null || { echo "Graphviz's 'dot' is missing: apt-get install graphviz (or brew install graphviz)" >&2; exit 1; }
	@for picture in $(GRAPH_PICTURES); do \
		name=$${picture%%=*}; input=$${picture#*=}; \
		$(SWIFT) run --quiet weaver-gen graph --input-path $$input --format dot --quiet > docs/$$name-graph.dot || exit 1; \
		dot -Tsvg docs/$$name-graph.dot -o docs/$$name-graph.svg || exit 1; \
	done

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
	$(SWIFT) format format --in-place --parallel $(FORMATTED_SOURCES)

.PHONY: lint
lint: ## Check formatting with swift-format (fails on any finding)
	$(SWIFT) format lint --strict --parallel $(FORMATTED_SOURCES)

.PHONY: coverage
coverage: ## Run the tests with coverage and print WeaverGenCore's line coverage
	$(SWIFT) test --enable-code-coverage
	@scripts/coverage-report.sh

.PHONY: check
check: build lint test validate check-generated examples ## The gate before every commit (CI runs these and the quick bench: .ci/run)
