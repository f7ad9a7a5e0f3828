# The commands the README gives. CMake + Ninja do the work; each preset
# builds under build/<preset>/ (CMakePresets.json).
#
#   make demo     build, then run the built-in demo scripts (PNGs + index.html)
#                 and Mesa's r300 on softgpu beside llvmpipe (mesa-gl/index.html)
#   make check    build and run every test through CTest
#   make bench    build and run the benchmarks (name: ratio lines)
#   make deps     install the Debian packages the project needs
#   make piglit   piglit's tests of tests/piglit/tests.txt on Mesa r300 on softgpu
#                 and on llvmpipe, counts side by side (not in make check)
#   make piglit-deps  install Debian's piglit
#   make install  install library, headers, softgpu.pc and the CLI (PREFIX=...)
#   make asan     every test under AddressSanitizer + UBSan
#   make fuzz     libFuzzer targets with clang (see docs/testing.md)
#   make format   clang-format the sources

PREFIX ?= /usr/local
DEMO_OUT ?= softgpu-demo
# CI builds with -Werror; set WERROR=ON to do the same locally.
WERROR ?= $(if $(CI),ON,OFF)
CMAKE ?= cmake
CTEST ?= ctest

configure = $(CMAKE) --preset $(1) -DSGPU_WERROR=$(WERROR) >/dev/null

.PHONY: all demo check bench deps piglit piglit-deps install asan check-asan fuzz format clean

all:
	$(call configure,release)
	$(CMAKE) --build --preset release

demo:
	$(call configure,release)
	$(CMAKE) --build --preset release
	./build/release/tools/softgpu demo -o $(DEMO_OUT)
	sh scripts/gl-demo.sh build/release $(DEMO_OUT)

check:
	$(call configure,debug)
	$(CMAKE) --build --preset debug
	$(CTEST) --preset debug

asan check-asan:
	$(call configure,asan)
	$(CMAKE) --build --preset asan
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
		$(CTEST) --preset asan

bench:
	$(call configure,release)
	$(CMAKE) --build --preset release --target run-bench

fuzz:
	$(call configure,fuzz)
	$(CMAKE) --build --preset fuzz

deps:
	sh scripts/install-deps.sh

PIGLIT_OUT ?= build/piglit
piglit:
	$(call configure,release)
	$(CMAKE) --build --preset release
	sh scripts/piglit.sh build/release $(PIGLIT_OUT)

piglit-deps:
	sh scripts/install-deps.sh piglit

install:
	$(call configure,release)
	$(CMAKE) --build --preset release
	$(CMAKE) --install build/release --prefix $(PREFIX)

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -rf build $(DEMO_OUT)
