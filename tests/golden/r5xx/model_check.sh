#!/bin/sh
# The same check for any golden script, for whoever changes one:
#   sh tests/golden/r5xx/model_check.sh NAME   (from tests/golden/r5xx, softgpu built in build/debug)
# check.sh NAME: run NAME.sgs instrumented, compare softgpu's frame buffer CRC with the model's
n=$1
out=${TMPDIR:-/tmp}/r5xx-model-$n
rm -rf $out; mkdir -p $out
awk 'BEGIN{done=0; ran=0}
/^write CP.CP_RB_WPTR/ && !done { print "mem save vram 0 0x400000 \"vram.bin\""; print "mem save sysmem 0 stream_end \"ring.bin\""; done=1; print; next }
/^run/ && done && !ran { print; print "mem crc vram FB (PITCH * H)"; ran=1; next }
{ print }' $n.sgs > zz_$n.sgs
../../../build/debug/tools/softgpu run -o $out zz_$n.sgs 2>&1 | grep crc32
rm -f zz_$n.sgs
python3 r5xx_refmodel.py ring $out/ring.bin $out/vram.bin 0x100000 0x20000
