#!/usr/bin/env python3
"""An independent model of the R5xx 3D pipeline agreeing with softgpu's r520
on random vertex programs, random fragment programs and random triangles
(issue 14 item 10). Written from seed 001 and docs/hw/r5xx-3d.md,
r5xx-us.md, r5xx-raster.md, not from the C engine: a second opinion.

  r5xx3d_model.py SOFTGPU WORKDIR [vs|fs|tri ...]

draws each check's random cases through the real engine (a .sgs script run
by `softgpu run`, results saved with `mem save`), computes them here and
compares. SGPU_SEED=N picks another seed set (default: the fixed set
below); SGPU_MODEL_CASES=N the number of programs or triangles per check.
Exit status 0 when every value agrees (docs/testing.md, "Independent 3D
model", says what "agrees" means for each check)."""
import math
import os
import struct
import subprocess
import sys

sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from r5xx3d_common import (Rng, fl, f32, bits, isnan, same, fmt, u32s, script, RASTER_STATE,  # noqa: E402
                           pvs_word0, pvs_src, pvs_dual_src, us_out_word)
import r5xx3d_pvs as pvs  # noqa: E402

SOFTGPU = None
WORK = None


def run_script(name, text):
    path = os.path.join(WORK, name + '.sgs')
    out = os.path.join(WORK, name)
    os.makedirs(out, exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)
    r = subprocess.run([SOFTGPU, 'run', '-q', '-o', out, path], capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout + r.stderr)
        raise SystemExit('%s: softgpu run failed' % path)
    return out


def load_floats(path):
    with open(path, 'rb') as f:
        data = f.read()
    return [fl(x) for x in struct.unpack('<%dI' % (len(data) // 4), data)]


# ---------------------------------------------------------------- vertex programs
#
# Each case: a random straight-line PVS program run on N points. Output 0
# (the position) puts vertex i on pixel (i % 16, i / 16) of four render
# targets; outputs 1-4 are colours 0-3, flat shaded (the provoking vertex's
# value, no interpolation), routed by the RS into US temporaries 0-3 and
# written by MAX(t, t) with OMOD disabled (bit-exact, seed L3316-L3320) to
# four ARGB32323232 targets as C4_32_FP: every bit of outputs 1-4 is seen.

VS_W = 16
VS_N = 64
VS_NT, VS_NA, VS_NIN, VS_NC = 8, 4, 6, 32
RT_BASE = 0x400000
POS_BASE, IN_BASE = 0x100000, 0x200000

VEC_OPS = list(range(1, 29))
DUAL_VEC_OPS = [pvs.DP4, pvs.MUL, pvs.ADD, pvs.DST, pvs.FRC, pvs.MAX, pvs.MIN, pvs.SGE,
                pvs.SLT, pvs.SGT, pvs.SEQ, pvs.SNE, pvs.CW_EQ, pvs.CW_GT, pvs.CW_GTE,
                pvs.CW_NEQ]
MATH_OPS = list(range(1, 29))
DUAL_MATH_OPS = list(range(1, 21))


def vs_random_src(r, in_loop=False):
    reg = r.choice([0, 0, 1, 2, 2, 3])
    n = {0: VS_NT, 1: VS_NIN, 2: VS_NC, 3: VS_NA}[reg]
    swz = [r.choice([0, 1, 2, 3, 0, 1, 2, 3, 4, 5]) for _ in range(4)]
    neg = sum(1 << k for k in range(4) if r.random() < 0.25)
    absv = 1 if r.random() < 0.1 else 0
    mode, sel = 0, 0
    if reg == 2 and r.random() < 0.3:
        mode, sel = 1, r.randrange(4)
    if reg == 2 and in_loop and r.random() < 0.4:
        mode, sel = 2, 0  # relative to aL
    return pvs_src(reg, r.randrange(n), swz, neg, absv, mode, sel)


def vs_random_inst(r, in_loop=False):
    k = r.random()
    pred = 1 if r.random() < 0.2 else 0
    sense = r.randrange(2) if pred else 0
    mask = r.randint(1, 15)
    dreg = r.choice([0, 0, 0, 2, 3, 4])
    doff = {0: r.randrange(VS_NT), 2: r.randint(1, 4), 3: r.randint(1, 4),
            4: r.randrange(VS_NA)}[dreg]
    sat = 1 if r.random() < 0.15 else 0
    A, B, C = vs_random_src(r, in_loop), vs_random_src(r, in_loop), vs_random_src(r, in_loop)
    if k < 0.1:  # dual math
        if dreg == 4:
            dreg, doff = 0, r.randrange(VS_NT)
        op = r.choice(DUAL_VEC_OPS)
        mop = r.choice(DUAL_MATH_OPS)
        reg = r.choice([0, 1, 2, 3])
        n = {0: VS_NT, 1: VS_NIN, 2: VS_NC, 3: VS_NA}[reg]
        C = pvs_dual_src(reg, r.randrange(n), r.randrange(4), r.randrange(4), r.randrange(2),
                         r.randrange(2), 1 if r.random() < 0.1 else 0, mop, r.randrange(4),
                         r.randrange(4))
        return [pvs_word0(op, reg=dreg, off=doff, we=mask, vsat=sat, msat=r.randrange(2),
                          pred=pred, sense=sense, dual=1), A, B, C]
    if k < 0.15:  # macro MAD / MAD2X
        return [pvs_word0(r.randrange(2), macro=1, reg=dreg, off=doff, we=mask, vsat=sat,
                          pred=pred, sense=sense), A, B, C]
    if k < 0.4:
        return [pvs_word0(r.choice(MATH_OPS), math_inst=1, reg=dreg, off=doff, we=mask,
                          msat=sat, pred=pred, sense=sense), A, B, C]
    op = r.choice(VEC_OPS)
    if op in (pvs.F2F, pvs.F2FR) and r.random() < 0.3:
        dreg, doff, sat = 1, 0, 0
    return [pvs_word0(op, reg=dreg, off=doff, we=mask, vsat=sat, pred=pred, sense=sense),
            A, B, C]


def vs_program(r, length):
    one = pvs_src(1, 0, (5, 5, 5, 5))
    code = []
    # every register the body reads is written first (the seed gives no
    # reset values): temps, alternate temps and outputs from the inputs,
    # A0 from input 5 (small values), the predicate from input 1's w
    for t in range(VS_NT):
        code.append([pvs_word0(pvs.MUL, reg=0, off=t), pvs_src(1, 1 + t % 5), one, one])
    code.append([pvs_word0(pvs.MUL, reg=0, off=VS_NT), pvs_src(1, 4), one, one])  # loops' sum
    for t in range(VS_NA):
        code.append([pvs_word0(pvs.MUL, reg=4, off=t), pvs_src(1, 1 + (t + 2) % 5), one, one])
    for o in range(1, 5):
        code.append([pvs_word0(pvs.MUL, reg=2, off=o), pvs_src(1, o), one, one])
    code.append([pvs_word0(pvs.F2F, reg=1, off=0), pvs_src(1, 5), one, one])
    code.append([pvs_word0(pvs.PGTE, math_inst=1, reg=0, off=0, we=0), pvs_src(1, 1), one,
                 one])
    start = len(code)
    # static flow control: a loop over part of the body, a forward jump
    # outside it (VAP_PVS_FLOW_CNTL_*)
    flow = []
    ls, le = -1, -1
    if r.random() < 0.6 and length >= 4:
        ls = start + r.randint(1, length - 2)
        le = min(start + length - 1, ls + r.randint(0, 5))
        flow.append((2, ls - 1, r.randint(1, 4), le, ls, r.randint(0, 5), r.randint(-2, 3)))
    if r.random() < 0.5 and length >= 4:
        for _ in range(8):
            j = start + r.randint(0, length - 3)
            if not (ls - 2 <= j <= le) and j + 2 <= start + length:
                flow.append((1, j, j + 2, 0, 0, 0, 0))
                break
    r.shuffle(flow)
    for i in range(length):
        code.append(vs_random_inst(r, ls <= start + i <= le))
    if ls >= 0:
        # make every iteration count: t8 += c[aL + k], and output 1 + t8
        code[ls] = [pvs_word0(pvs.ADD, reg=0, off=VS_NT), pvs_src(0, VS_NT),
                    pvs_src(2, r.randrange(8), mode=2), one]
        code.append([pvs_word0(pvs.ADD, reg=2, off=1), pvs_src(2, 1), pvs_src(0, VS_NT), one])
    code.append([pvs_word0(pvs.MUL, reg=2, off=0), pvs_src(1, 0), one, one])
    return code, flow


def vs_case(r, p):
    code, flow = vs_program(r, r.randint(8, 40))
    consts = [[r.value() for _ in range(4)] for _ in range(VS_NC)] + [[0.0] * 4] * (256 - VS_NC)
    const_max = r.randint(VS_NC // 2, VS_NC - 1)
    verts = []
    for i in range(VS_N):
        pos = [i % VS_W + 0.5, i // VS_W + 0.5, 0.5, 1.0]
        ins = [[r.value() for _ in range(4)] for _ in range(4)]
        ins.append([float(r.randint(-6, 40)) + r.choice([0, 0.25, 0.75, -0.5]) for _ in range(4)])
        verts.append([pos] + ins)
    return code, consts, const_max, verts, flow


def vs_check(seed, ncases):
    r = Rng(seed)
    cases = [vs_case(r, p) for p in range(ncases)]
    h = VS_N // VS_W
    rt_size = VS_W * h * 16
    body = vs_state(h)
    pre = ''
    tail = ''
    for p, (code, consts, const_max, verts, flow) in enumerate(cases):
        pa, ia = POS_BASE + p * VS_N * 16, IN_BASE + p * VS_N * 80
        pre += 'mem write vram %#x u32 %s\n' % (pa, u32s(x for v in verts for x in v[0]))
        pre += 'mem write vram %#x u32 %s\n' % (ia, u32s(x for v in verts for vec in v[1:]
                                                             for x in vec))
        words = ' '.join('0x%08x' % w for ins in code for w in ins)
        body += '  pm4.type0 R3D.VAP_PVS_STATE_FLUSH_REG 0\n'
        n = len(code)
        body += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_0 (0 | %d << 10 | %d << 20)\n' % (n - 1, n - 1)
        body += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_1 %d\n' % (n - 1)
        body += '  pm4.type0 R3D.VAP_PVS_VECTOR_INDX_REG 0\n'
        body += '  pm4.one R3D.VAP_PVS_VECTOR_DATA_REG_128 %s\n' % words
        body += '  pm4.type0 R3D.VAP_PVS_CONST_CNTL (0 | %d << 16)\n' % const_max
        opc = 0
        for n, (op, act, cnt, lst, rtn, init, stp) in enumerate(flow):
            opc |= op << (2 * n)
            body += '  pm4.type0 (0x2500 + 8 * %d) (%d | %d << 16) (%d | %d << 16)\n' % (
                n, act, cnt, lst, rtn)
            body += '  pm4.type0 (0x2290 + 4 * %d) (%d | %d << 8)\n' % (n, init, stp & 0xff)
        body += '  pm4.type0 R3D.VAP_PVS_FLOW_CNTL_OPC %#x\n' % opc
        body += '  pm4.type0 R3D.VAP_PVS_VECTOR_INDX_REG 1024\n'
        body += '  pm4.one R3D.VAP_PVS_VECTOR_DATA_REG_128 %s\n' % u32s(
            x for c in consts[:VS_NC] for x in c)
        body += '  pm4.type3 3D_LOAD_VBPNTR 2 (4 | 4 << 8 | 20 << 16 | 20 << 24) %#x %#x\n' % (
            pa, ia)
        body += '  pm4.type0 R3D.VAP_VF_MAX_VTX_INDX %d 0\n' % (VS_N - 1)
        for k in range(4):
            body += '  pm4.type0 R3D.RB3D_COLOROFFSET%d %#x\n' % (k, RT_BASE + (4 * p + k) * rt_size)
        body += '  pm4.type3 3D_DRAW_VBUF_2 (1 | 2 << 4 | %d << 16)\n' % VS_N
        for k in range(4):
            tail += 'mem save vram %#x %d "rt%d_%d.bin"\n' % (RT_BASE + (4 * p + k) * rt_size,
                                                          rt_size, p, k)
    pre += 'mem fill vram %#x %d 0xdeadbeef unit=4\n' % (RT_BASE, 4 * len(cases) * rt_size)
    out = run_script('vs_%d' % seed, script(body, tail).replace(
        'stream sysmem', pre + 'stream sysmem', 1))
    bad = 0
    for p, (code, consts, const_max, verts, flow) in enumerate(cases):
        prog = pvs.Program(code, consts, const_max, flow)
        rts = [load_floats(os.path.join(out, 'rt%d_%d.bin' % (p, k))) for k in range(4)]
        for i, v in enumerate(verts):
            vx = prog.run(pvs.Vertex(v))
            for k in range(4):
                got = rts[k][4 * i:4 * i + 4]
                want = vx.out[1 + k]
                for c in range(4):
                    if not same(got[c], want[c]):
                        bad += 1
                        if bad <= 10:
                            print('vs seed %d program %d vertex %d: o%d.%s engine %s model %s'
                                  % (seed, p, i, 1 + k, 'xyzw'[c], fmt(got[c]), fmt(want[c])))
                            if bad == 1:
                                vs_explain(code, consts, const_max, v, flow)
    return bad


def vs_explain(code, consts, const_max, v, flow):
    """Prints the program and the model's registers after each instruction
    (in code order; the flow-control slots first)."""
    print('  flow slots (op, ACT, target/count, LAST, RTN, INIT, STEP): %s' % (flow,))
    prog = pvs.Program(code, consts, const_max)
    vx = pvs.Vertex(v)
    words = '\n'.join(' '.join('0x%08x' % w for w in ins) for ins in code)
    dis = subprocess.run([SOFTGPU, 'dis', '-m', 'r500-vs', '-w', '-'], input=words,
                         capture_output=True, text=True).stdout.splitlines()
    print('  inputs: %s' % v)
    import copy
    for n, ins in enumerate(code):
        before = copy.deepcopy(vx.__dict__)
        prog.step(vx, ins)
        print('  %3d %s' % (n, dis[n][56:] if n < len(dis) else ins))
        for name in ('tmp', 'atmp', 'out', 'a0', 'pred'):
            a, b = before[name], getattr(vx, name)
            if name in ('a0', 'pred'):
                if a != b:
                    print('        %s = %s' % (name, b))
                continue
            for i, (x, y) in enumerate(zip(a, b)):
                if any(not same(p, q) for p, q in zip(x, y)):
                    print('        %s%d = %s' % (name, i, y))


def vs_state(h):
    s = '  pm4.type0 R3D.VAP_CNTL (10 | 5 << 4 | 4 << 8 | 12 << 18)\n'
    s += '  pm4.type0 R3D.VAP_PVS_FLOW_CNTL_OPC 0\n'
    # PSC: array 0 (position) into input 0, array 1 (20 dwords) into 1-5
    e = [3 | i << 8 | (1 << 13 if i == 5 else 0) for i in range(6)]
    for n in range(3):
        s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_%d %#x\n' % (n, e[2 * n] | e[2 * n + 1] << 16)
        s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_EXT_%d (0xf688 | 0xf688 << 16)\n' % n
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_0 0x1f\n'
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_1 0\n'
    # window coordinates straight from output 0, no clipping
    s += '  pm4.type0 R3D.VAP_VTE_CNTL (1 << 8 | 1 << 9 | 1 << 10)\n'
    s += '  pm4.type0 R3D.VAP_CLIP_CNTL (1 << 16)\n'
    s += RASTER_STATE
    s += '  pm4.type0 R3D.SC_SCISSOR0 0 (%d | %d << 13)\n' % (VS_W - 1, h - 1)
    s += '  pm4.type0 R3D.GA_POINT_SIZE (6 | 6 << 16)\n'
    s += '  pm4.type0 R3D.GA_COLOR_CONTROL (0x5555 | 3 << 16)\n'
    s += fs_passthrough_state(4)
    return s


def fs_passthrough_state(ncol):
    """RS: colour k into temporary k; US: render target k = tk, bit-exact."""
    s = ''
    for k in range(ncol):
        s += '  pm4.type0 R3D.RS_IP_%d (%d << 24 | 0xffffff)\n' % (k, k)
        s += '  pm4.type0 R3D.RS_INST_%d (%d << 12 | 1 << 16 | %d << 18)\n' % (k, k, k)
    s += '  pm4.type0 R3D.RS_COUNT (%d << 7)\n' % ncol
    s += '  pm4.type0 R3D.RS_INST_COUNT %d\n' % (ncol - 1)
    s += '  pm4.type0 R3D.US_CONFIG 0\n'
    s += '  pm4.type0 R3D.US_PIXSIZE %d\n' % ncol
    s += '  pm4.type0 R3D.US_FC_CTRL 0\n'
    s += '  pm4.type0 R3D.US_CODE_OFFSET 0\n'
    s += '  pm4.type0 R3D.US_CODE_RANGE (0 | %d << 16)\n' % (ncol - 1)
    s += '  pm4.type0 R3D.US_CODE_ADDR (0 | %d << 16)\n' % (ncol - 1)
    s += '  pm4.type0 R3D.GA_US_VECTOR_INDEX 0\n'
    s += '  pm4.one R3D.GA_US_VECTOR_DATA %s\n' % ' '.join(
        '0x%08x' % w for k in range(ncol) for w in us_out_word(k, k == ncol - 1))
    for k in range(4):
        # C4_32_FP, C0 = R, C1 = G, C2 = B, C3 = A: memory order R, G, B, A
        s += '  pm4.type0 R3D.US_OUT_FMT_%d %#x\n' % (
            k, (21 | 1 << 8 | 2 << 10 | 3 << 12 | 0 << 14) if k < ncol else 15)
        s += '  pm4.type0 R3D.RB3D_COLORPITCH%d (%d | 7 << 21)\n' % (k, VS_W)
    s += '  pm4.type0 R3D.ZB_CNTL 0\n'
    return s


# ---------------------------------------------------------------- fragment programs
#
# Each case: a random straight-line R500 US program on FS_QW x FS_QH quads
# of 2x2 pixels. Each quad is a QUAD_LIST primitive whose four colours are
# flat shaded (exact, constant over the quad); the RS puts them in t0-t3
# and the pixel centre (fbuffer XY, docs/hw/r5xx-raster.md) in t4, so the
# four pixels of a quad differ for MDH/MDV. The program's last four
# instructions copy four temporaries bit-exactly to four ARGB32323232
# render targets (C4_32_FP).

FS_QW, FS_QH = 8, 2
FS_W, FS_H = 2 * FS_QW, 2 * FS_QH
FS_NT, FS_NC = 8, 16
TEX_W, TEX_H = 8, 8
TEX_BASE = 0x800000
FS_V = 0x100000
RGB_OPS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]
ALPHA_PLAIN = [0, 2, 3, 5, 6, 7, 14, 15]
ALPHA_TRANS = [8, 9, 10, 11, 12, 13]


def us_alu(typ=0, cmn=0, rgb_addr=0, alpha_addr=0, rgb_op=0, alpha_op=0, rgb_dst=0,
           alpha_dst=0, rgb_sel=(0, 0, 0), rgb_swz=((0, 1, 2),) * 3, rgb_mod=(0, 0, 0),
           alpha_sel=(0, 0, 0), alpha_swz=(3, 3, 3), alpha_mod=(0, 0, 0), omod=(0, 0),
           target=(0, 0)):
    """The six words of an ALU/OUTPUT instruction (seed §10.9, L5939-L6128)."""
    rs = rgb_swz
    rgb_inst = (rgb_sel[0] | rs[0][0] << 2 | rs[0][1] << 5 | rs[0][2] << 8 | rgb_mod[0] << 11
                | rgb_sel[1] << 13 | rs[1][0] << 15 | rs[1][1] << 18 | rs[1][2] << 21
                | rgb_mod[1] << 24 | omod[0] << 26 | target[0] << 29)
    alpha_inst = (alpha_op | alpha_dst << 4 | alpha_sel[0] << 12 | alpha_swz[0] << 14
                  | alpha_mod[0] << 17 | alpha_sel[1] << 19 | alpha_swz[1] << 21
                  | alpha_mod[1] << 24 | omod[1] << 26 | target[1] << 29)
    rgba_inst = (rgb_op | rgb_dst << 4 | rgb_sel[2] << 12 | rs[2][0] << 14 | rs[2][1] << 17
                 | rs[2][2] << 20 | rgb_mod[2] << 23 | alpha_sel[2] << 25 | alpha_swz[2] << 27
                 | alpha_mod[2] << 30)
    return [typ | cmn, rgb_addr, alpha_addr, rgb_inst, alpha_inst, rgba_inst]


def us_addr(srcs, srcp):
    w = srcp << 30
    for k, (a, const) in enumerate(srcs):
        w |= a << (10 * k) | const << (10 * k + 8)
    return w


def fs_random_addr(r):
    srcs = []
    for _ in range(3):
        k = r.random()
        if k < 0.7:
            srcs.append((r.randrange(FS_NT), 0))
        elif k < 0.88:
            srcs.append((r.randrange(FS_NC), 1))
        else:
            srcs.append((128 | r.randrange(128), 0))
    return us_addr(srcs, r.randrange(4))


def fs_random_inst(r):
    rop = r.choice(RGB_OPS)
    if rop == 10:
        aop = r.choice(ALPHA_TRANS)
    elif rop in (1, 2, 3) and r.random() < 0.5:
        aop = 1
    else:
        aop = r.choice(ALPHA_PLAIN + ALPHA_TRANS)
    cmn = 1 << 9  # NOP: no read-after-write bubbles to model (L3160-L3162)
    cmn |= r.randrange(8) << 11 | r.randrange(2) << 14
    if r.random() < 0.25:
        cmn |= r.randrange(16) << 15  # predicate write mask
    if r.random() < 0.2:
        cmn |= r.randint(1, 5) << 3 | r.randrange(2) << 6
    if r.random() < 0.2:
        cmn |= r.randint(1, 5) << 25 | r.randrange(2) << 22
    cmn |= (1 if r.random() < 0.2 else 0) << 19 | (1 if r.random() < 0.2 else 0) << 20

    def omod(op_is_select):
        k = r.random()
        if op_is_select and k < 0.5:
            return 7
        return r.randrange(7) if k < 0.9 else 0

    sw3 = lambda: tuple(r.choice([0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7]) for _ in range(3))
    return us_alu(0, cmn, fs_random_addr(r), fs_random_addr(r), rop, aop, r.randrange(FS_NT),
                  r.randrange(FS_NT), tuple(r.randrange(4) for _ in range(3)),
                  (sw3(), sw3(), sw3()), tuple(r.choice([0, 0, 1, 2, 3]) for _ in range(3)),
                  tuple(r.randrange(4) for _ in range(3)),
                  tuple(r.choice([0, 1, 2, 3, 3, 4, 5, 6]) for _ in range(3)),
                  tuple(r.choice([0, 0, 1, 2, 3]) for _ in range(3)),
                  (omod(rop in (4, 5, 7, 8)), omod(aop in (2, 3, 5, 6))),
                  (r.randrange(4), r.randrange(4)))


def fs_random_tex(r):
    """TEX LD from sampler 0 (US_TEX_INST/ADDR, seed L6224-L6306)."""
    cmn = 3 | r.randrange(8) << 11 | r.randrange(2) << 14
    if r.random() < 0.2:
        cmn |= r.randint(1, 5) << 3 | r.randrange(2) << 6
    tinst = 1 << 22 | r.randrange(2) << 27
    taddr = (r.randrange(FS_NT) | r.randrange(4) << 8 | r.randrange(4) << 10 | r.randrange(4) << 12
             | r.randrange(4) << 14 | r.randrange(FS_NT) << 16 | r.randrange(4) << 24
             | r.randrange(4) << 26 | r.randrange(4) << 28 | r.randrange(4) << 30)
    return [cmn, tinst, taddr, 0, 0, 0]


def fs_program(r, length):
    code = []
    # t5-t7 and the predicates from the inputs first (nothing says what
    # the hardware starts them at)
    for t, (a, b) in zip((5, 6, 7), ((0, 4), (1, 4), (2, 3))):
        code.append(us_alu(0, 1 << 9 | 7 << 11 | 1 << 14, us_addr([(a, 0), (b, 0), (4, 0)], 0),
                           us_addr([(a, 0), (b, 0), (4, 0)], 0), 0, 0, t, t, (0, 1, 2),
                           ((0, 1, 2), (0, 1, 2), (0, 1, 2)), (0, 0, 0), (0, 1, 2), (3, 3, 3),
                           (0, 0, 0), (0, 0), (0, 0)))
    code.append(us_alu(0, 1 << 9 | 15 << 15, us_addr([(3, 0), (0, 0), (0, 0)], 0),
                       us_addr([(3, 0), (0, 0), (0, 0)], 0), 0, 0, 0, 0, (0, 0, 0),
                       ((0, 1, 2), (6, 6, 6), (4, 4, 4)), (0, 0, 0), (0, 0, 0), (3, 6, 4),
                       (0, 0, 0), (0, 0), (r.randrange(4), r.randrange(4))))
    for _ in range(length):
        code.append(fs_random_tex(r) if r.random() < 0.12 else fs_random_inst(r))
    srcs = [r.randrange(FS_NT) for _ in range(4)]
    for k in range(4):
        t = srcs[k]
        cmn = 7 << 15 | 1 << 18 | (1 << 2 | 1 << 8 if k == 3 else 0)
        code.append(us_alu(1, cmn, us_addr([(t, 0)] * 3, 0), us_addr([(t, 0)] * 3, 0), 5, 3, 0,
                           0, (0, 0, 0), ((0, 1, 2), (0, 1, 2), (0, 1, 2)), (0, 0, 0), (0, 0, 0),
                           (3, 3, 3), (0, 0, 0), (7, 7), (k, k)))
    return code


def fs_case(r):
    code = fs_program(r, r.randint(4, 24))
    consts = [[r.value() for _ in range(4)] for _ in range(FS_NC)] + [[0.0] * 4] * (256 - FS_NC)
    quads = [[[r.value() for _ in range(4)] for _ in range(4)] for _ in range(FS_QW * FS_QH)]
    # the texture: TEX_W x TEX_H random 32F x 4 texels, also small integers
    # so that computed coordinates land inside
    texels = [[r.value() for _ in range(4)] for _ in range(TEX_W * TEX_H)]
    for q in quads:
        for col in q:
            if r.random() < 0.3:
                col[r.randrange(4)] = float(r.randrange(-1, 9)) + r.choice([0.0, 0.5])
    return code, consts, r.randrange(2), quads, texels


def fs_check(seed, ncases):
    from r5xx3d_us import Program as UsProgram, Quad
    r = Rng(seed)
    cases = [fs_case(r) for _ in range(ncases)]
    rt_size = FS_W * FS_H * 16
    body = fs_common_state()
    pre, tail = '', ''
    for n, (code, consts, zt, quads, texels) in enumerate(cases):
        va = FS_V + n * FS_QW * FS_QH * 4 * 80
        data = []
        for qi, cols in enumerate(quads):
            x0, y0 = 2 * (qi % FS_QW), 2 * (qi // FS_QW)
            # counter-clockwise on the screen: front-facing (SU_CULL_MODE
            # FACE 0), so two-sided colour selection (colours 0-1 from 2-3
            # on back faces, docs/hw/r5xx-raster.md) stays out of the way
            for (x, y) in ((x0, y0), (x0, y0 + 2), (x0 + 2, y0 + 2), (x0 + 2, y0)):
                data += [float(x), float(y), 0.5, 1.0] + [c for col in cols for c in col]
        pre += 'mem write vram %#x u32 %s\n' % (va, u32s(data))
        body += us_upload(code, consts, zt)
        ta = TEX_BASE + n * TEX_W * TEX_H * 16
        pre += 'mem write vram %#x u32 %s\n' % (ta, u32s(x for t in texels for x in t))
        body += '  pm4.type0 R3D.TX_OFFSET_0 %#x\n' % ta
        body += '  pm4.type3 3D_LOAD_VBPNTR 1 (20 | 20 << 8) %#x\n' % va
        nv = 4 * len(quads)
        body += '  pm4.type0 R3D.VAP_VF_MAX_VTX_INDX %d 0\n' % (nv - 1)
        for k in range(4):
            body += '  pm4.type0 R3D.RB3D_COLOROFFSET%d %#x\n' % (k, RT_BASE + (4 * n + k) * rt_size)
        body += '  pm4.type3 3D_DRAW_VBUF_2 (13 | 2 << 4 | %d << 16)\n' % nv
        for k in range(4):
            tail += 'mem save vram %#x %d "rt%d_%d.bin"\n' % (RT_BASE + (4 * n + k) * rt_size,
                                                          rt_size, n, k)
    pre += 'mem fill vram %#x %d 0xdeadbeef unit=4\n' % (RT_BASE, 4 * len(cases) * rt_size)
    out = run_script('fs_%d' % seed, script(body, tail).replace('stream sysmem', pre + 'stream sysmem', 1))
    bad = 0
    for n, (code, consts, zt, quads, texels) in enumerate(cases):
        prog = UsProgram(code, consts, zt)
        prog.texture = (TEX_W, TEX_H, texels)
        rts = [load_floats(os.path.join(out, 'rt%d_%d.bin' % (n, k))) for k in range(4)]
        for qi, cols in enumerate(quads):
            q = Quad()
            x0, y0 = 2 * (qi % FS_QW), 2 * (qi // FS_QW)
            for p in range(4):
                for k in range(4):
                    q.t[p][k] = list(cols[k])
                q.t[p][4] = [x0 + (p & 1) + 0.5, y0 + (p >> 1) + 0.5, 0.0, 0.0]
            prog.run(q)
            for p in range(4):
                px, py = x0 + (p & 1), y0 + (p >> 1)
                for k in range(4):
                    got = rts[k][4 * (py * FS_W + px):4 * (py * FS_W + px) + 4]
                    for c in range(4):
                        want = q.rt[p][k][c]
                        if not same(got[c], want):
                            bad += 1
                            if bad <= 10:
                                print('fs seed %d program %d pixel (%d, %d): rt%d.%s engine %s model %s'
                                      % (seed, n, px, py, k, 'rgba'[c], fmt(got[c]), fmt(want)))
                            if bad == 1:
                                fs_explain(code, consts, zt, cols, x0, y0, p, texels)
    return bad


def fs_explain(code, consts, zt, cols, x0, y0, pix, texels):
    from r5xx3d_us import Program as UsProgram, Quad
    prog = UsProgram(code, consts, zt)
    prog.texture = (TEX_W, TEX_H, texels)
    q = Quad()
    for p in range(4):
        for k in range(4):
            q.t[p][k] = list(cols[k])
        q.t[p][4] = [x0 + (p & 1) + 0.5, y0 + (p >> 1) + 0.5, 0.0, 0.0]
    words = '\n'.join(' '.join('0x%08x' % w for w in ins) for ins in code)
    dis = subprocess.run([SOFTGPU, 'dis', '-m', 'r500-fs', '-w', '-'], input=words,
                         capture_output=True, text=True).stdout.splitlines()
    print('  zt %d inputs %s consts %s' % (zt, cols, consts[:FS_NC]))
    for n, ins in enumerate(code):
        prog.step(q, ins)
        print('  %3d %s' % (n, dis[n][80:] if n < len(dis) else ins))
        print('        t=%s p=%s' % (q.t[pix][:FS_NT], q.pred[pix]))


def us_upload(code, consts, zt):
    n = len(code)
    s = '  pm4.type0 R3D.US_CONFIG %d\n' % (zt << 1)
    s += '  pm4.type0 R3D.US_PIXSIZE %d\n' % FS_NT
    s += '  pm4.type0 R3D.US_FC_CTRL 0\n'
    s += '  pm4.type0 R3D.US_CODE_OFFSET 0\n'
    s += '  pm4.type0 R3D.US_CODE_RANGE (0 | %d << 16)\n' % (n - 1)
    s += '  pm4.type0 R3D.US_CODE_ADDR (0 | %d << 16)\n' % (n - 1)
    s += '  pm4.type0 R3D.GA_US_VECTOR_INDEX 0\n'
    s += '  pm4.one R3D.GA_US_VECTOR_DATA %s\n' % ' '.join('0x%08x' % w for ins in code for w in ins)
    s += '  pm4.type0 R3D.GA_US_VECTOR_INDEX (1 << 16)\n'
    s += '  pm4.one R3D.GA_US_VECTOR_DATA %s\n' % u32s(x for c in consts[:FS_NC] for x in c)
    return s


def fs_common_state():
    """A pass-through vertex program (MAX(i, i), bit-exact), four flat
    colours and the pixel centre into t0-t4, four float render targets."""
    s = '  pm4.type0 R3D.VAP_CNTL (10 | 5 << 4 | 4 << 8 | 12 << 18)\n'
    s += '  pm4.type0 R3D.VAP_PVS_FLOW_CNTL_OPC 0\n'
    code = [[pvs_word0(7, reg=2, off=k), pvs_src(1, k), pvs_src(1, k), pvs_src(1, k)]
            for k in range(5)]
    s += '  pm4.type0 R3D.VAP_PVS_STATE_FLUSH_REG 0\n'
    s += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_0 (0 | 4 << 10 | 4 << 20)\n'
    s += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_1 4\n'
    s += '  pm4.type0 R3D.VAP_PVS_VECTOR_INDX_REG 0\n'
    s += '  pm4.one R3D.VAP_PVS_VECTOR_DATA_REG_128 %s\n' % ' '.join(
        '0x%08x' % w for ins in code for w in ins)
    s += '  pm4.type0 R3D.VAP_PVS_CONST_CNTL 0\n'
    e = [3 | i << 8 | (1 << 13 if i == 4 else 0) for i in range(6)]
    for n in range(3):
        s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_%d %#x\n' % (n, e[2 * n] | e[2 * n + 1] << 16)
        s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_EXT_%d (0xf688 | 0xf688 << 16)\n' % n
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_0 0x1f\n'
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_1 0\n'
    s += '  pm4.type0 R3D.VAP_VTE_CNTL (1 << 8 | 1 << 9 | 1 << 10)\n'
    s += '  pm4.type0 R3D.VAP_CLIP_CNTL (1 << 16)\n'
    s += RASTER_STATE
    s += '  pm4.type0 R3D.SC_SCISSOR0 0 (%d | %d << 13)\n' % (FS_W - 1, FS_H - 1)
    s += '  pm4.type0 R3D.SU_CULL_MODE 0\n'
    s += '  pm4.type0 R3D.GA_COLOR_CONTROL (0x5555 | 3 << 16)\n'
    for k in range(4):
        s += '  pm4.type0 R3D.RS_IP_%d (%d << 24 | 0xffffff)\n' % (k, k)
        s += '  pm4.type0 R3D.RS_INST_%d (%d << 12 | 1 << 16 | %d << 18)\n' % (k, k, k)
    s += '  pm4.type0 R3D.RS_INST_4 (2 << 16 | 4 << 18)\n'
    s += '  pm4.type0 R3D.RS_COUNT (4 << 7)\n'
    s += '  pm4.type0 R3D.RS_INST_COUNT 4\n'
    for k in range(4):
        s += '  pm4.type0 R3D.US_OUT_FMT_%d %#x\n' % (k, 21 | 1 << 8 | 2 << 10 | 3 << 12)
        s += '  pm4.type0 R3D.RB3D_COLORPITCH%d (%d | 7 << 21)\n' % (k, FS_W)
    s += '  pm4.type0 R3D.ZB_CNTL 0\n'
    # sampler 0: TEX_W x TEX_H, 32F x 4 (TXFORMAT 0x1d), R G B A = C0-C3,
    # point filters, clamp to the last texel, one level
    s += '  pm4.type0 R3D.TX_ENABLE 1\n'
    s += '  pm4.type0 R3D.TX_FILTER0_0 (2 | 2 << 3 | 2 << 6 | 1 << 9 | 1 << 11)\n'
    s += '  pm4.type0 R3D.TX_FILTER1_0 0\n'
    s += '  pm4.type0 R3D.TX_FORMAT0_0 (%d | %d << 11)\n' % (TEX_W - 1, TEX_H - 1)
    s += '  pm4.type0 R3D.TX_FORMAT1_0 (0x1d | 3 << 9 | 0 << 12 | 1 << 15 | 2 << 18)\n'
    s += '  pm4.type0 R3D.TX_FORMAT2_0 0\n'
    return s


# ---------------------------------------------------------------- triangles
#
# Each case: one random triangle (window coordinates straight from the
# vertex program, a random 1/w for perspective, z in [0, 1], a colour per
# vertex) under a random subpixel grid (GB_TILE_CONFIG.SUBPIXEL), geometry
# rounding (GA_ROUND_MODE), triangle edge rule (SC_EDGERULE.ER_TRI) and
# sample positions (GB_MSPOS0/1), drawn Gouraud-shaded with depth writes
# (ZFUNC always) into its own ARGB32323232 target and 24-bit Z buffer.
# Coverage is compared exactly; colours within 1 ulp and z within 1 (the
# seed states no interpolation precision: docs/testing.md).

TRI_W = TRI_H = 32
TRI_V = 0x100000
ZB_BASE = 0xc00000


def tri_case(r):
    sub = r.choice([12, 16])
    # coarse grids put vertices, and so edges, on sample positions
    grid = r.choice([2, 2, 4, 8, sub, sub, 64])

    def coord(lo, hi):  # binary32, as the vertex arrays hold it
        return f32(r.randint(lo * grid, hi * grid) / grid)
    verts = []
    for _ in range(3):
        verts.append([coord(-4, TRI_W + 4), coord(-4, TRI_H + 4), r.choice([0.0, 1.0, f32(r.random())]),
                      r.choice([1.0, 1.0, 0.5, 2.0, f32(r.uniform(0.25, 8))]),
                      [f32(r.uniform(-2, 2)) if r.random() < 0.3 else r.choice([0.0, 0.25, 1.0, f32(r.random())])
                       for _ in range(4)]])
    if r.random() < 0.15:  # small or thin ones hit the edge rules hardest
        x, y = coord(0, TRI_W - 4), coord(0, TRI_H - 4)
        for v in verts:
            v[0], v[1] = f32(x + r.randint(0, 3 * grid) / grid), f32(y + r.randint(0, 3 * grid) / grid)
    if r.random() < 0.05:  # collinear: nothing drawn
        verts[2][0], verts[2][1] = (f32(2 * verts[1][0] - verts[0][0]),
                                    f32(2 * verts[1][1] - verts[0][1]))
    rule = r.choice([5, r.randrange(32)])
    rnd = 1 if grid == sub and r.random() < 0.7 else r.randrange(2)
    if r.random() < 0.5:
        ms = [(sub // 2, sub // 2)] * 4
    else:
        ms = [(r.randrange(sub), r.randrange(sub)) for _ in range(4)]
    return verts, sub, rnd, rule, ms


def edge_fn(a, b, p):
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def edge_in(a, b, sign, rule):
    """Whether a sample exactly on edge a->b is inside, by SC_EDGERULE's
    list of values (docs/hw/r5xx-raster.md): rules 0-15 sort non-horizontal
    edges into left/right (bit 3 left out, bit 2 right out) and horizontal
    ones into top/bottom (bit 1 top out, bit 0 bottom out); rules 16-31
    non-vertical edges into top/bottom (bit 3 bottom out, bit 2 top out) and
    vertical ones into left/right (bit 1 left out, bit 0 right out)."""
    dex = -(b[1] - a[1]) * sign  # d(edge)/dx: > 0 means the inside is to +x
    dey = (b[0] - a[0]) * sign   # d(edge)/dy: > 0 means the inside is below
    if rule < 16:
        if b[1] != a[1]:
            out = rule >> 3 & 1 if dex > 0 else rule >> 2 & 1
        else:
            out = rule >> 1 & 1 if dey > 0 else rule & 1
    else:
        if b[0] != a[0]:
            out = rule >> 2 & 1 if dey > 0 else rule >> 3 & 1
        else:
            out = rule >> 1 & 1 if dex > 0 else rule & 1
    return not out


def tri_model(case):
    """{(x, y): (rgba, z24)} for the covered pixels."""
    from fractions import Fraction
    verts, sub, rnd, rule, ms = case
    P = []
    for v in verts:
        sx, sy = v[0] * sub, v[1] * sub
        P.append((math.floor(sx + 0.5) if rnd else math.floor(sx),
                  math.floor(sy + 0.5) if rnd else math.floor(sy)))
    area = edge_fn(P[0], P[1], P[2])
    out = {}
    if area == 0:
        return out
    sign = 1 if area > 0 else -1
    edges = [(P[1], P[2]), (P[2], P[0]), (P[0], P[1])]  # opposite vertex 0, 1, 2
    ins = [edge_in(a, b, sign, rule) for a, b in edges]
    iw = [f32(1.0 / v[3]) for v in verts]
    xs, ys = [q[0] // sub for q in P], [q[1] // sub for q in P]
    for py in range(max(0, min(ys) - 1), min(TRI_H, max(ys) + 2)):
        for px in range(max(0, min(xs) - 1), min(TRI_W, max(xs) + 2)):
            i = (px & 1) | (py & 1) << 1
            S = (px * sub + ms[i][0], py * sub + ms[i][1])
            e = [edge_fn(a, b, S) * sign for a, b in edges]
            if not all(ek > 0 or (ek == 0 and ins[k]) for k, ek in enumerate(e)):
                continue
            b = [Fraction(ek, abs(area)) for ek in e]
            den = sum(b[k] * Fraction(iw[k]) for k in range(3))
            rgba = []
            for c in range(4):
                num = sum(b[k] * Fraction(iw[k]) * Fraction(verts[k][4][c]) for k in range(3))
                rgba.append(f32(float(num / den)))
            z = sum(b[k] * Fraction(verts[k][2]) for k in range(3))
            z24 = math.floor(z * 16777215 + Fraction(1, 2))
            out[(px, py)] = (rgba, max(0, min(0xffffff, z24)))
    return out


def tri_check(seed, ncases):
    r = Rng(seed)
    cases = [tri_case(r) for _ in range(4 * ncases)]
    rt_size, zb_size = TRI_W * TRI_H * 16, TRI_W * TRI_H * 4
    body = tri_state()
    pre, tail = '', ''
    for n, (verts, sub, rnd, rule, ms) in enumerate(cases):
        va = TRI_V + n * 3 * 32
        pre += 'mem write vram %#x u32 %s\n' % (va, u32s(x for v in verts for x in v[:4] + v[4]))
        body += '  pm4.type0 R3D.GB_TILE_CONFIG (1 | %d << 16)\n' % (sub == 16)
        body += '  pm4.type0 R3D.GA_ROUND_MODE (%d | 1 << 4 | 1 << 5)\n' % rnd  # colours unclamped (FP20)
        body += '  pm4.type0 R3D.SC_EDGERULE %#x\n' % (0x2da49520 | rule)
        pos = [ms[i][0] | ms[i][1] << 4 for i in range(4)]
        body += '  pm4.type0 R3D.GB_MSPOS0 %#x %#x\n' % (pos[0] | pos[1] << 8 | pos[2] << 16, pos[3])
        body += '  pm4.type3 3D_LOAD_VBPNTR 1 (8 | 8 << 8) %#x\n' % va
        body += '  pm4.type0 R3D.RB3D_COLOROFFSET0 %#x\n' % (RT_BASE + n * rt_size)
        body += '  pm4.type0 R3D.ZB_DEPTHOFFSET %#x\n' % (ZB_BASE + n * zb_size)
        body += '  pm4.type3 3D_DRAW_VBUF_2 (4 | 2 << 4 | 3 << 16)\n'
        tail += 'mem save vram %#x %d "rt%d.bin"\n' % (RT_BASE + n * rt_size, rt_size, n)
        tail += 'mem save vram %#x %d "zb%d.bin"\n' % (ZB_BASE + n * zb_size, zb_size, n)
    pre += 'mem fill vram %#x %d 0xdeadbeef unit=4\n' % (RT_BASE, len(cases) * rt_size)
    pre += 'mem fill vram %#x %d 0xdeadbeef unit=4\n' % (ZB_BASE, len(cases) * zb_size)
    out = run_script('tri_%d' % seed, script(body, tail).replace('stream sysmem', pre + 'stream sysmem', 1))
    bad = 0
    for n, case in enumerate(cases):
        want = tri_model(case)
        rt = load_floats(os.path.join(out, 'rt%d.bin' % n))
        with open(os.path.join(out, 'zb%d.bin' % n), 'rb') as f:
            zb = struct.unpack('<%dI' % (TRI_W * TRI_H), f.read())
        msgs = []
        for py in range(TRI_H):
            for px in range(TRI_W):
                got = rt[4 * (py * TRI_W + px):4 * (py * TRI_W + px) + 4]
                covered = bits(got[0]) != 0xdeadbeef
                w = want.get((px, py))
                if covered != (w is not None):
                    msgs.append('pixel (%d, %d): engine %s, model %s' % (
                        px, py, 'covered' if covered else 'not covered',
                        'covered' if w else 'not covered'))
                    continue
                if not w:
                    continue
                for c in range(4):
                    if not close_ulp(got[c], w[0][c], 1):
                        msgs.append('pixel (%d, %d) %s: engine %s model %s' % (
                            px, py, 'rgba'[c], fmt(got[c]), fmt(w[0][c])))
                if abs((zb[py * TRI_W + px] >> 8) - w[1]) > 1:
                    msgs.append('pixel (%d, %d) z: engine %#x model %#x' % (
                        px, py, zb[py * TRI_W + px] >> 8, w[1]))
        if msgs:
            bad += len(msgs)
            verts, sub, rnd, rule, ms = case
            print('tri seed %d case %d: %d differences; 1/%d subpixels, round %d, ER_TRI %d, '
                  'samples %s, vertices %s' % (seed, n, len(msgs), sub, rnd, rule, ms,
                                             [v[:4] for v in verts]))
            for m in msgs[:6]:
                print('  ' + m)
    return bad


def close_ulp(a, b, n):
    if same(a, b):
        return True
    if isnan(a) or isnan(b) or (a < 0) != (b < 0):
        return a == b
    return abs(bits(abs(a)) - bits(abs(b))) <= n


def tri_state():
    s = '  pm4.type0 R3D.VAP_CNTL (10 | 5 << 4 | 4 << 8 | 12 << 18)\n'
    s += '  pm4.type0 R3D.VAP_PVS_FLOW_CNTL_OPC 0\n'
    code = [[pvs_word0(7, reg=2, off=k), pvs_src(1, k), pvs_src(1, k), pvs_src(1, k)]
            for k in range(2)]
    s += '  pm4.type0 R3D.VAP_PVS_STATE_FLUSH_REG 0\n'
    s += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_0 (0 | 1 << 10 | 1 << 20)\n'
    s += '  pm4.type0 R3D.VAP_PVS_CODE_CNTL_1 1\n'
    s += '  pm4.type0 R3D.VAP_PVS_VECTOR_INDX_REG 0\n'
    s += '  pm4.one R3D.VAP_PVS_VECTOR_DATA_REG_128 %s\n' % ' '.join(
        '0x%08x' % w for ins in code for w in ins)
    s += '  pm4.type0 R3D.VAP_PVS_CONST_CNTL 0\n'
    s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_0 (3 | 0 << 8 | (3 | 1 << 8 | 1 << 13) << 16)\n'
    s += '  pm4.type0 R3D.VAP_PROG_STREAM_CNTL_EXT_0 (0xf688 | 0xf688 << 16)\n'
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_0 0x3\n'
    s += '  pm4.type0 R3D.VAP_OUT_VTX_FMT_1 0\n'
    s += '  pm4.type0 R3D.VAP_VTE_CNTL (1 << 8 | 1 << 9 | 1 << 10)\n'
    s += '  pm4.type0 R3D.VAP_CLIP_CNTL (1 << 16)\n'
    s += '  pm4.type0 R3D.VAP_VF_MAX_VTX_INDX 2 0\n'
    s += RASTER_STATE
    s += '  pm4.type0 R3D.SC_SCISSOR0 0 (%d | %d << 13)\n' % (TRI_W - 1, TRI_H - 1)
    s += '  pm4.type0 R3D.SU_CULL_MODE 0\n'
    s += '  pm4.type0 R3D.SU_DEPTH_OFFSET 0\n'
    s += '  pm4.type0 R3D.GA_COLOR_CONTROL (0xa | 3 << 16)\n'
    s += '  pm4.type0 R3D.RS_IP_0 (0 << 24 | 0xffffff)\n'
    s += '  pm4.type0 R3D.RS_INST_0 (0 << 12 | 1 << 16 | 0 << 18)\n'
    s += '  pm4.type0 R3D.RS_COUNT (1 << 7)\n'
    s += '  pm4.type0 R3D.RS_INST_COUNT 0\n'
    s += '  pm4.type0 R3D.US_CONFIG 0\n'
    s += '  pm4.type0 R3D.US_PIXSIZE 1\n'
    s += '  pm4.type0 R3D.US_FC_CTRL 0\n'
    s += '  pm4.type0 R3D.US_CODE_OFFSET 0\n'
    s += '  pm4.type0 R3D.US_CODE_RANGE 0\n'
    s += '  pm4.type0 R3D.US_CODE_ADDR 0\n'
    s += '  pm4.type0 R3D.GA_US_VECTOR_INDEX 0\n'
    s += '  pm4.one R3D.GA_US_VECTOR_DATA %s\n' % ' '.join('0x%08x' % w for w in us_out_word(0, True))
    s += '  pm4.type0 R3D.US_OUT_FMT_0 %#x\n' % (21 | 1 << 8 | 2 << 10 | 3 << 12)
    for k in (1, 2, 3):
        s += '  pm4.type0 R3D.US_OUT_FMT_%d 15\n' % k
    s += '  pm4.type0 R3D.RB3D_COLORPITCH0 (%d | 7 << 21)\n' % TRI_W
    s += '  pm4.type0 R3D.ZB_FORMAT 2\n'
    s += '  pm4.type0 R3D.ZB_DEPTHPITCH %d\n' % TRI_W
    s += '  pm4.type0 R3D.ZB_CNTL (2 | 4)\n'
    s += '  pm4.type0 R3D.ZB_ZSTENCILCNTL 7\n'
    return s


# ---------------------------------------------------------------- main

DEFAULT_SEEDS = {'vs': [1, 2, 3], 'fs': [1, 2, 3], 'tri': [1, 2, 3]}
CHECKS = {'vs': vs_check, 'fs': fs_check, 'tri': tri_check}


def main():
    global SOFTGPU, WORK
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    SOFTGPU, WORK = sys.argv[1], sys.argv[2]
    os.makedirs(WORK, exist_ok=True)
    which = sys.argv[3:] or list(CHECKS)
    env = os.environ.get('SGPU_SEED')
    ncases = int(os.environ.get('SGPU_MODEL_CASES', '8'))
    bad = 0
    for name in which:
        seeds = [int(env)] if env else DEFAULT_SEEDS[name]
        for seed in seeds:
            b = CHECKS[name](seed, ncases)
            print('%s seed %d: %s' % (name, seed, 'ok' if not b else '%d values differ' % b))
            bad += b
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
