#!/bin/sh
# softgpu info CHIP: the BAR map (sgpu_bar_get) and model time per step.
# usage: info_bars.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

check info-nv1 0 "$sg" info nv1
contains info-nv1 "$work/out" "time: 1 ns of model time per run step"
contains info-nv1 "$work/out" "BAR0     +0x0000000 16 MiB of 32 MiB registers  MMIO"
contains info-nv1 "$work/out" "BAR0     +0x1000000 16 MiB of 32 MiB memory     FB"
contains info-nv1 "$work/out" "0x1000000-0x1ffffff FB         (unit PFB)"
check info-g80 0 "$sg" info g80
contains info-g80 "$work/out" "BAR1     +0x0000000 256 MiB of 256 MiB translated BAR1"
contains info-g80 "$work/out" "BAR3     +0x0000000 16 MiB of 16 MiB translated BAR3"
contains info-g80 "$work/out" "0x700000-0x7fffff PRAMIN     (unit PBUS)"
check info-r520 0 "$sg" info r520
contains info-r520 "$work/out" "BAR0     +0x0000000 256 MiB of 256 MiB memory     APER"
contains info-r520 "$work/out" "BAR2     +0x0000000 64 KiB of 64 KiB registers  MMIO"
contains info-r520 "$work/out" "BAR4 io  +0x0000000 256 B of 256 B registers  IO"
check info-help-bars 0 "$sg" info --help
contains info-help-bars "$work/out" "PCI BARs"
finish
