#!/usr/bin/env python3
"""Turns one command submission of a DRM shim trace (`softgpu gl --dump DIR`,
DIR/ib.txt; docs/drm.md) into the body of a `stream` block of a golden script,
as the tests/golden/r5xx/drv_mesa_*3d.sgs ones were made: one pm4.type0 /
pm4.one / pm4.type3 line per packet with register names, each block labelled
with the Mesa r300 function that emits it (docs/hw/r5xx-3d.md, "What Mesa
r300 emits"), the relocation NOPs kept, and the shader uploads followed by
their disassembly (`softgpu decode --pm4`). Addresses stay as the kernel
patched them: replace them with the script's names by hand, and check the
labels (they are guessed from the first register of each block).

Usage: scripts/drm_ib_to_sgs.py SOFTGPU DIR/ib.txt CS_NUMBER > body.txt
  SOFTGPU: the CLI (build/debug/tools/softgpu), for register names and
  disassembly."""
import re
import subprocess
import sys

# the first register of each block -> the Mesa function (r300_emit.c unless
# said otherwise; atoms in the order of struct r300_context's fields)
ATOM = {
    "SC_SCISSOR0": "r300_emit_gpu_flush",
    "GB_AA_CONFIG": "r300_emit_aa_state",
    "RB3D_CCTL": "r300_emit_fb_state",
    "ZB_BW_CNTL": "r300_emit_hyperz_state",
    "ZB_ZTOP": "r300_emit_ztop_state",
    "FG_ALPHA_FUNC": "r300_emit_dsa_state",
    "RB3D_ROPCNTL": "r300_emit_blend_state",
    "RB3D_CONSTANT_COLOR_AR": "r300_emit_blend_color_state",
    "SC_CLIP_0_A": "r300_emit_scissor_state",
    "SC_SCREENDOOR": "r300_emit_sample_mask",
    "GB_SELECT": "r300_emit_invariant_state",
    "VAP_VPORT_XSCALE": "r300_emit_viewport_state",
    "VAP_PVS_STATE_FLUSH_REG": "r300_emit_pvs_flush",
    "VAP_PVS_VTX_TIMEOUT_REG": "r300_emit_vap_invariant_state",
    "VAP_PROG_STREAM_CNTL_0": "r300_emit_vertex_stream_state",
    "VAP_PVS_CODE_CNTL_0": "r300_emit_vs_state",
    "VAP_VTX_STATE_CNTL": "r300_emit_rs_block_state",
    "VAP_CNTL_STATUS": "r300_emit_rs_state",
    "US_OUT_FMT_0": "r300_emit_fb_state_pipelined",
    "US_CONFIG": "r500_emit_fs",
    "VAP_PVS_CONST_CNTL": "r300_emit_vs_constants",
    "TX_INVALTAGS": "r300_emit_texture_cache_inval",
    "TX_ENABLE": "r300_emit_textures_state",
    "VAP_INDEX_OFFSET": "r500_emit_index_bias",
    "GA_COLOR_CONTROL": "r300_emit_draw_init (r300_render.c)",
    "GA_POINT_SIZE": "r300_blitter_draw_rectangle (r300_render.c)",
    "VAP_VTX_SIZE": "r300_draw_arrays_immediate (r300_render.c)",
}
OPS = {0x10: "NOP", 0x2F: "3D_LOAD_VBPNTR", 0x32: "3D_CLEAR_ZMASK", 0x33: "INDX_BUFFER",
       0x34: "3D_DRAW_VBUF_2", 0x35: "3D_DRAW_IMMD_2", 0x36: "3D_DRAW_INDX_2",
       0x37: "3D_CLEAR_HIZ", 0x38: "3D_CLEAR_CMASK"}


def h(v):
    return str(v) if v <= 9 else "0x%08x" % v


def wrap(line, out):
    while len(line) > 100:
        cut = line.rfind(" ", 0, 96)
        out.append(line[:cut] + " \\")
        line = "      " + line[cut + 1:]
    out.append(line)


def main():
    softgpu, trace, want = sys.argv[1], sys.argv[2], int(sys.argv[3])
    regs = {}
    info = subprocess.run([softgpu, "info", "r520"], capture_output=True, text=True).stdout
    for m in re.finditer(r"^\s+0x([0-9a-f]{6}) ((\w+)\.(\w+))$", info, re.M):
        a = int(m.group(1), 16)
        if a not in regs or m.group(3) == "R3D":
            regs[a] = m.group(2)
    css, raw = [], []
    for line in open(trace):
        if line.startswith("#"):
            css.append([])
            raw.append([])
            continue
        css[-1] += [int(t, 16) for t in line.split()]
        raw[-1].append(line)
    w = css[want - 1]
    # the decoder's shader disassembly, one group per ONE_REG_WR upload
    with open("/tmp/drm_ib_to_sgs.txt", "w") as f:
        f.write("# cs\n" + "".join(raw[want - 1]))
    dec = subprocess.run([softgpu, "decode", "--pm4", "--hex", "/tmp/drm_ib_to_sgs.txt"],
                         capture_output=True, text=True).stdout.split("\n")
    groups, g = [], None
    for line in dec:
        if re.match(r"^[0-9a-f]{8}: ", line):
            g = [] if "ONE_REG_WR" in line else None
            if g is not None:
                groups.append(g)
        elif g is not None and re.match(r"\s+(us\[|PVS code)", line):
            g.append(line.strip())
    out, i, prev, gi = [], 0, None, 0
    while i < len(w):
        x = w[i]
        t = x >> 30
        if t == 0:
            n = (x >> 16 & 0x3FFF) + 1
            reg = (x & 0x1FFF) << 2
            vals = w[i + 1:i + 1 + n]
            name = regs.get(reg, "0x%04x" % reg)
            short = name.split(".")[-1]
            label = ATOM.get(short)
            if short == "ZB_ZCACHE_CTLSTAT" and prev not in ("SC_SCISSOR0", "RB3D_DSTCACHE_CTLSTAT"):
                label = "r300_emit_hyperz_end (r300_flush_and_cleanup)"
            if short == "GA_US_VECTOR_INDEX" and vals[0] & 0x10000:
                label = "r500_emit_fs_constants (or the shader's immediates)"
            if short == "VAP_PVS_VECTOR_INDX_REG" and vals[0] == 0x600:
                label = "r300_emit_clip_state"
            if short == "GB_MSPOS0" and prev == "VAP_INDEX_OFFSET":
                label = "r300_flush_and_cleanup"
            if short == "GA_POINT_SIZE" and prev == "VAP_CLIP_CNTL":
                label = None
            if label:
                out.append("  # " + label)
            one = x >> 15 & 1
            wrap("  pm4.%s %s %s" % ("one" if one else "type0", name, " ".join(h(v) for v in vals)),
                 out)
            if one:
                for s in groups[gi] if gi < len(groups) else []:
                    out.append("  #   " + s)
                gi += 1
            prev = short
            i += 1 + n
        elif t == 2:
            out.append("  pm4.type2")
            i += 1
        elif t == 3:
            n = (x >> 16 & 0x3FFF) + 1
            op = OPS.get(x >> 8 & 0xFF, "0x%02x" % (x >> 8 & 0xFF))
            vals = w[i + 1:i + 1 + n]
            if op == "NOP":
                out.append("  pm4.type3 NOP %d   # the relocation (OUT_CS_RELOC), the kernel "
                           "has patched the address" % vals[0])
            else:
                wrap("  pm4.type3 %s %s" % (op, " ".join(h(v) for v in vals)), out)
            prev = op
            i += 1 + n
        else:
            out.append("  word 0x%08x   # type 1: the kernel refuses it" % x)
            i += 1
    print("\n".join(out))


if __name__ == "__main__":
    main()
