# layoutd — the two commands that do all the set-up on a fresh machine:
#   make run    builds layoutd and starts the daemon on examples/ (output in ./layoutd-out)
#   make test   builds everything and passes every test (format and import checks included)

SWIFT ?= swift
BIN := .build/debug/layoutd

.PHONY: run test build deps format lint

run: build
	@Scripts/run-examples.sh $(BIN)

test:
	@Scripts/check.sh

build: deps
	$(SWIFT) build --product layoutd

deps:
	@Scripts/install-deps.sh

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests
