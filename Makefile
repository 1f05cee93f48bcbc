# layoutd — the two commands that do all the set-up on a fresh machine:
#   make run    builds layoutd and starts the daemon on examples/ (output in ./layoutd-out)
#   make test   builds everything and passes every test (format and import checks included)
#   make bench  the benchmarks of Documentation/performance.md (release build, with the peers)
#   make fuzz   the libFuzzer targets of Fuzz/, FUZZ_SECONDS each (default 60)
#   make soak   the soak of Documentation/reliability.md, MINUTES long (default 10)
#   make install PREFIX=…  layoutd, its manual, completions and systemd units (default /usr/local)
#   make deb    the same as a Debian package, layoutd_VERSION_ARCH.deb (release, Swift runtime linked in)

SWIFT ?= swift
BIN := .build/debug/layoutd
# The flags of Scripts/check.sh's build: with the same ones, `make run` after `make test` builds nothing.
BUILD_FLAGS := -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error

.PHONY: run test build deps format lint bench fuzz soak install deb dist import-corpus

FUZZ_SECONDS ?= 60
MINUTES ?= 10
PREFIX ?= /usr/local
DESTDIR ?=

run: build
	@Scripts/run-examples.sh $(BIN)

test:
	@Scripts/check.sh

build: deps
	$(SWIFT) build --product layoutd $(BUILD_FLAGS)

deps:
	@Scripts/install-deps.sh

install: deps
	@echo "make install: a release build of layoutd first (about 9 minutes on 2 cores, once), then its files under $(PREFIX)"
	$(SWIFT) build -c release --product layoutd $(BUILD_FLAGS)
	$(SWIFT) build -c release --product generate-manual $(BUILD_FLAGS)
	@Scripts/install.sh .build/release "$(PREFIX)" "$(DESTDIR)"

deb: deps
	@echo "make deb: a release build of layoutd with the Swift runtime linked in (about 10 minutes on 2 cores, once)"
	$(SWIFT) build -c release --product layoutd --static-swift-stdlib --scratch-path .build-deb $(BUILD_FLAGS)
	$(SWIFT) build -c release --product generate-manual --static-swift-stdlib --scratch-path .build-deb $(BUILD_FLAGS)
	@Scripts/deb.sh .build-deb/release .

# The tarball for machines without Swift (CI downloads it): the same static release build as `deb`.
dist: deps
	@echo "make dist: a release build of layoutd with the Swift runtime linked in (about 10 minutes on 2 cores, once)"
	$(SWIFT) build -c release --product layoutd --static-swift-stdlib --scratch-path .build-deb $(BUILD_FLAGS)
	$(SWIFT) build -c release --product generate-manual --static-swift-stdlib --scratch-path .build-deb $(BUILD_FLAGS)
	@Scripts/dist.sh .build-deb/release .

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Plugins Tests Fuzz examples

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Plugins Tests Fuzz examples

bench: deps
	@Benchmarks/run.sh

fuzz: deps
	@Scripts/fuzz.sh $(FUZZ_SECONDS)

soak: deps
	$(SWIFT) build --build-tests
	LAYOUTD_SOAK_MINUTES=$(MINUTES) $(SWIFT) test --skip-build --filter SoakTests

# The real-app import corpus (Tests/ImportCorpus, Documentation/import.md): a development measure,
# not a test; it needs local copies of the apps' repositories.
LAYOUTD_IMPORT_FRAMES ?= ../shared/tools/import-frames/import_frames.py
import-corpus: build
	@LAYOUTD_IMPORT_FRAMES="$(LAYOUTD_IMPORT_FRAMES)" Scripts/import-corpus.sh
