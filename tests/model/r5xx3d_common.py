"""Shared pieces of the independent R5xx 3D model (tests/model/r5xx3d_model.py):
binary32 helpers, a seeded generator of interesting floats, and the .sgs
script skeleton (the CP ring, a draw's fixed state) the vertex, fragment
and triangle checks share. Written from seed 001 and docs/hw/r5xx-*.md,
not from the C engine."""
import math
import random
import struct

FLT_MAX = struct.unpack('<f', b'\xff\xff\x7f\x7f')[0]
INF = math.inf


def bits(x):
    """binary32 bits of a Python float that holds a binary32 value."""
    return struct.unpack('<I', struct.pack('<f', x))[0]


def fl(u):
    """the binary32 with bits u, as a Python float (exact)."""
    return struct.unpack('<f', struct.pack('<I', u & 0xffffffff))[0]


def f32(x):
    """round a double to binary32, to nearest even, overflow to infinity."""
    try:
        return struct.unpack('<f', struct.pack('<f', x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def isnan(x):
    return x != x


def same(a, b):
    """bit-exact equality of two binary32 values; every NaN equals every NaN
    (neither the seed nor the docs give NaN payloads)."""
    if isnan(a) or isnan(b):
        return isnan(a) and isnan(b)
    return bits(a) == bits(b)


def fmt(x):
    return '%r (0x%08x)' % (x, bits(x)) if not isnan(x) else 'nan (0x%08x)' % bits(x)


class Rng:
    """random.Random with float choices biased toward the special values
    the seed's tables are about."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def __getattr__(self, name):
        return getattr(self.r, name)

    def value(self, special=0.08):
        r = self.r
        k = r.random()
        if k < special:
            return r.choice([0.0, -0.0, INF, -INF, math.nan, FLT_MAX, -FLT_MAX,
                             fl(0x00000001), fl(0x80400000), fl(0x00800000)])
        if k < 0.35:
            return float(r.randint(-4, 4)) * r.choice([1, 0.5, 0.25])
        if k < 0.55:
            return f32(r.uniform(-2, 2))
        if k < 0.7:
            return f32(r.uniform(0, 1))
        return f32(r.choice([-1, 1]) * math.ldexp(r.uniform(1, 2), r.randint(-30, 30)))


def u32s(vals):
    return ' '.join('0x%08x' % bits(v) for v in vals)


CP_INIT = '''chip r520 vram=16M sysmem=16M
let RING = 0x80000000
let WB = 0x80010000
write CP.CP_RB_BASE RING
write CP.CP_RB_CNTL (11 | 9 << 8)
write CP.CP_RB_RPTR_ADDR WB
write CP.SCRATCH_ADDR (WB + 0x100)
write CP.SCRATCH_UMSK 0xff
write CP.CP_RB_WPTR_DELAY 0
write CP.CP_CSQ_MODE 0x4d4d
write CP.CP_CSQ_CNTL (4 << 28)
'''

# Raster state as Mesa's invariant state (tri3d.sgs): 1/12 subpixels,
# samples at pixel centres, its edge rule, no clip rectangles; colours
# unclamped (GA_ROUND_MODE FP20) so PVS outputs reach the US bit-exact.
RASTER_STATE = '''  pm4.type0 R3D.GB_TILE_CONFIG 1
  pm4.type0 R3D.GB_MSPOS0 0x66666666 0x66666666
  pm4.type0 R3D.SC_EDGERULE 0x2da49525
  pm4.type0 R3D.SC_CLIP_RULE 0xffff
  pm4.type0 R3D.SC_SCREENDOOR 0xffffff
  pm4.type0 R3D.SU_DEPTH_SCALE 0x4b7fffff
  pm4.type0 R3D.RB3D_BLENDCNTL 0
  pm4.type0 R3D.RB3D_COLOR_CHANNEL_MASK 0xf
  pm4.type0 R3D.GA_ROUND_MODE (1 << 4 | 1 << 5)
'''


def pvs_word0(op, math_inst=0, macro=0, reg=0, off=0, we=15, vsat=0, msat=0, pred=0,
              sense=0, dual=0, mode=0, sel=0):
    """PVS destination word, docs/hw/r5xx-3d.md (Mesa r300_reg.h, r500regs)."""
    return (op & 63 | math_inst << 6 | macro << 7 | reg << 8 | (mode >> 1) << 12 | off << 13
            | we << 20 | vsat << 24 | msat << 25 | pred << 26 | sense << 27 | dual << 28
            | sel << 29 | (mode & 1) << 31)


def pvs_src(reg, off, swz=(0, 1, 2, 3), neg=0, absv=0, mode=0, sel=0):
    return (reg | absv << 3 | (mode & 1) << 4 | off << 5 | swz[0] << 13 | swz[1] << 16
            | swz[2] << 19 | swz[3] << 22 | neg << 25 | sel << 29 | (mode >> 1) << 31)


def pvs_dual_src(reg, off, swx, swy, negx, negy, absv, mop, mdst, wesel):
    """Source word C of a dual-math instruction: a source for X and Y plus
    the math op (OPCODE_MSB bit 2, low bits 24:21), its alternate temp
    20:19 and component 28:27."""
    return (reg | (mop >> 4 & 1) << 2 | absv << 3 | off << 5 | swx << 13 | swy << 16
            | mdst << 19 | (mop & 15) << 21 | negx << 25 | negy << 26 | wesel << 27)


def us_out_word(k, last):
    """An R500 US OUTPUT instruction (seed §10.9): render target k gets
    MAX(tK, tK) with OMOD disabled, the bit-exact move of L3316-L3320."""
    cmn = 1 | 7 << 15 | 1 << 18 | (1 << 2 | 1 << 8 if last else 0)
    rgb_addr = k
    alpha_addr = k
    rgb_inst = (0 | 0 << 2 | 1 << 5 | 2 << 8 | 0 << 13 | 0 << 15 | 1 << 18 | 2 << 21 | 7 << 26
                | k << 29)
    alpha_inst = 3 | 0 << 12 | 3 << 14 | 0 << 19 | 3 << 21 | 7 << 26 | k << 29
    rgba_inst = 5 | 4 << 14 | 4 << 17 | 4 << 20 | 4 << 27
    return [cmn, rgb_addr, alpha_addr, rgb_inst, alpha_inst, rgba_inst]


IB = 0x100000


def script(body, tail):
    """A script: CP_INIT, body (packets) as one indirect buffer in system
    memory, a scratch fence, then tail (mem save lines)."""
    return (CP_INIT + 'stream sysmem %#x\n' % IB + body + 'end\n'
            + 'let IBN = (stream_end - %#x) / 4\n' % IB
            + 'stream sysmem 0\n  pm4.ib (0x80000000 + %#x) IBN\n  pm4.scratch 0 1\nend\n' % IB
            + 'pm4.commit\nrun\npm4.expect_scratch 0 1\n'
            + 'expect log guest_error count=0\nexpect log error count=0\n' + tail)
