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

.PHONY: validate
validate: ## Validate the annotations under Sources (the CI gate)
	$(SWIFT) run weaver-gen validate --input-path $(SOURCES_TO_VALIDATE)

.PHONY: format
format: ## Format the sources in place with swift-format
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests Plugins

.PHONY: lint
lint: ## Check formatting with swift-format (fails on any finding)
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Plugins

.PHONY: coverage
coverage: ## Run the tests with coverage and print WeaverGenCore's line coverage
	$(SWIFT) test --enable-code-coverage
	@scripts/coverage-report.sh

.PHONY: check
check: build lint test validate ## The gate before every commit: build, lint, tests, validate
