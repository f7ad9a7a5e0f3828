#!/usr/bin/env python3
"""Writes txfmt3d.sgs from scene3d.sgs's pipeline state: one 8x8 image
encoded here in sixteen TXFORMATs (plain fixed point, half and single
float, DXT1, ATI1N), a 32x64 quad each, point sampled. Run from this
directory:

  gen_txfmt3d.py > txfmt3d.sgs
  gen_txfmt3d.py 2 > txfmt3d2.sgs   (eight more formats)
  gen_txfmt3d.py 3 > txfmt3d3.sgs   (YUV and 10-bit formats)
"""
import struct

SRC = open('scene3d.sgs').read()


def f(x):
    return '0x%08x' % struct.unpack('<I', struct.pack('<f', x))[0]


def image(x, y):
    """The image every format encodes: (R, G, B, A) in [0, 1]."""
    return (x / 7, y / 7, 0.85 if (x + y) % 2 else 0.15, 1 - x / 10)


def q(v, bits):
    return int(round(max(0.0, min(1.0, v)) * ((1 << bits) - 1)))


def plain(widths, chans):
    """Pack components C0.. (from least significant) of widths[] taking
    chans[k] (an index into R, G, B, A, or 'L' for luminance) each."""
    nbytes = (sum(widths) + 7) // 8

    def enc(px):
        word, pos = 0, 0
        for wd, ch in zip(widths, chans):
            v = (px[0] + px[1]) / 2 if ch == 'L' else px[ch]
            word |= q(v, wd) << pos
            pos += wd
        return word.to_bytes(nbytes, 'little')
    return enc, nbytes


def floats(fmt, chans):
    def enc(px):
        return b''.join(struct.pack('<' + fmt, px[c]) for c in chans)
    return enc, struct.calcsize('<' + fmt) * len(chans)


def rgb565(c):
    return q(c[0], 5) << 11 | q(c[1], 6) << 5 | q(c[2], 5)


def unpack565(v):
    return ((v >> 11) / 31, (v >> 5 & 63) / 63, (v & 31) / 31)


def dxt1_block(px):
    """A 4-colour DXT1 block: endpoints the brightest and darkest texels,
    indices the nearest of the four palette colours."""
    lum = [sum(p[:3]) for p in px]
    c0, c1 = rgb565(px[lum.index(max(lum))]), rgb565(px[lum.index(min(lum))])
    if c0 < c1:
        c0, c1 = c1, c0
    if c0 == c1:
        c1 = c0 - 1 if c0 else 0
        if c0 == 0:
            c0 = 1
    a, z = unpack565(c0), unpack565(c1)
    pal = [a, z, tuple((2 * a[k] + z[k]) / 3 for k in range(3)),
           tuple((a[k] + 2 * z[k]) / 3 for k in range(3))]
    bits = 0
    for i, p in enumerate(px):
        d = [sum((p[k] - c[k]) ** 2 for k in range(3)) for c in pal]
        bits |= d.index(min(d)) << (2 * i)
    return struct.pack('<HHI', c0, c1, bits)


def bc4_block(vals):
    """An 8-value BC4 block (a0 > a1) over the block's range."""
    a0, a1 = q(max(vals), 8), q(min(vals), 8)
    if a0 == a1:
        a0 = min(255, a0 + 1)
        a1 = a0 - 1
    pal = [a0 / 255, a1 / 255] + [((8 - c) * a0 + (c - 1) * a1) / 7 / 255 for c in range(2, 8)]
    bits = 0
    for i, v in enumerate(vals):
        d = [abs(v - p) for p in pal]
        bits |= d.index(min(d)) << (3 * i)
    return bytes([a0, a1]) + bits.to_bytes(6, 'little')


def blocks(enc_block, per_texel, block_bytes=8):
    """Rows of 4x4 blocks, two blocks a row, rows 32 bytes apart."""
    out = bytearray()
    for by in range(2):
        row = bytearray()
        for bx in range(2):
            px = [per_texel(image(4 * bx + i % 4, 4 * by + i // 4)) for i in range(16)]
            row += enc_block(px)
        assert len(row) == 2 * block_bytes
        out += row + bytes(32 - len(row))
    return bytes(out)


R, G, B, A = 0, 1, 2, 3
ZERO, ONE = 4, 5
# (TXFORMAT, name, encoder or None for a block format, swizzle R, G, B, A)
FORMATS = [
    (0x0c, 'W8Z8Y8X8', plain([8, 8, 8, 8], [B, G, R, A]), (2, 1, 0, 3)),
    (0x0a, 'W4Z4Y4X4', plain([4, 4, 4, 4], [B, G, R, A]), (2, 1, 0, 3)),
    (0x0b, 'W1Z5Y5X5', plain([5, 5, 5, 1], [B, G, R, A]), (2, 1, 0, 3)),
    (0x06, 'Z5Y6X5', plain([5, 6, 5], [B, G, R]), (2, 1, 0, ONE)),
    (0x05, 'Z3Y3X2', plain([2, 3, 3], [B, G, R]), (2, 1, 0, ONE)),
    (0x0d, 'W2Z10Y10X10', plain([10, 10, 10, 2], [B, G, R, A]), (2, 1, 0, 3)),
    (0x08, 'Z11Y11X10', plain([10, 11, 11], [B, G, R]), (2, 1, 0, ONE)),
    (0x0e, 'W16Z16Y16X16', plain([16, 16, 16, 16], [R, G, B, A]), (0, 1, 2, 3)),
    (0x03, 'Y8X8', plain([8, 8], [R, G]), (0, 1, ZERO, ONE)),
    (0x00, 'X8', plain([8], ['L']), (0, 0, 0, ONE)),
    (0x02, 'Y4X4', plain([4, 4], [R, G]), (0, 1, ZERO, ONE)),
    (0x1a, '16F x4', floats('e', [R, G, B, A]), (0, 1, 2, 3)),
    (0x1d, '32F x4', floats('f', [R, G, B, A]), (0, 1, 2, 3)),
    (0x19, '16F_16F', floats('e', [R, B]), (0, ZERO, 1, ONE)),
    (0x0f, 'DXT1', None, (2, 1, 0, 3)),
    (0x25, 'ATI1N', None, (0, 0, 0, ONE)),
]


# txfmt3d2: the block formats with alpha, two-channel blocks, signed,
# gamma and single-channel floats. (TXFORMAT, name, encoder, swizzle,
# extra TX_FORMAT1 bits)
SIGNED = (1 << 5) | (1 << 6)
GAMMA = 1 << 21
FORMATS2 = [
    (0x10, 'DXT3', None, (2, 1, 0, 3), 0),
    (0x11, 'DXT5', None, (2, 1, 0, 3), 0),
    (0x1f, 'ATI2N', None, (0, 1, ZERO, ONE), 0),
    (0x03, 'Y8X8 signed', None, (0, 1, ZERO, ONE), SIGNED),
    (0x0c, 'W8Z8Y8X8 gamma', plain([8, 8, 8, 8], [B, G, R, A]), (2, 1, 0, 3), GAMMA),
    (0x12, 'CxV8U8', None, (0, 1, 2, ONE), 0),
    (0x18, '16F', floats('e', [R]), (0, 0, 0, ONE), 0),
    (0x1b, '32F', floats('f', [G]), (0, 0, 0, ONE), 0),
]


# txfmt3d3: the YUV formats, raw and through TX_FORMAT1.YUV_TO_RGB (23:22,
# 1 with clamp, 2 without), and the 10-bit ones (layouts inferred,
# docs/hw/r5xx-tx.md)
YUV_CLAMP, YUV_NOCLAMP = 1 << 22, 2 << 22
FORMATS3 = [
    (0x13, 'AVYU', None, (0, 1, 2, 3), 0),
    (0x13, 'AVYU to RGB', None, (2, 1, 0, 3), YUV_CLAMP),
    (0x14, 'VYUY422', None, (0, 1, 2, ONE), 0),
    (0x14, 'VYUY422 to RGB', None, (2, 1, 0, 3), YUV_CLAMP),
    (0x15, 'YVYU422 to RGB unclamped', None, (2, 1, 0, 3), YUV_NOCLAMP),
    (0x22, 'X10', None, (0, 0, 0, ONE), 0),
    (0x23, 'Y10X10', None, (0, 1, ZERO, ONE), 0),
    (0x24, 'W10Z10Y10X10', None, (2, 1, 0, 3), 0),
]


def yuv(p):
    """BT.601 studio-range Y, U, V bytes of an image pixel."""
    r, g, b = p[0], p[1], p[2]
    y = 16 + 65.481 * r + 128.553 * g + 24.966 * b
    u = 128 - 37.797 * r - 74.203 * g + 112.0 * b
    v = 128 + 112.0 * r - 93.786 * g - 18.214 * b
    return [max(0, min(255, int(round(c)))) for c in (y, u, v)]


def texture3(code, name, enc):
    out = bytearray()
    for y in range(8):
        for x in range(0, 8, 2 if code in (0x14, 0x15) else 1):
            p = image(x, y)
            if code == 0x13:
                yy, u, v = yuv(p)
                out += bytes([u, yy, v, q(p[3], 8)])
            elif code in (0x14, 0x15):
                (y0, u0, v0), (y1, u1, v1) = yuv(p), yuv(image(x + 1, y))
                u, v = (u0 + u1 + 1) // 2, (v0 + v1 + 1) // 2
                out += bytes([y0, u, y1, v] if code == 0x14 else [u, y0, v, y1])
            elif code == 0x22:  # X10 in the low bits of 16
                out += q((p[0] + p[1]) / 2, 10).to_bytes(2, 'little')
            elif code == 0x23:  # Y10X10 in the low 20 bits of 32
                out += (q(p[0], 10) | q(p[1], 10) << 10).to_bytes(4, 'little')
            else:  # W10Z10Y10X10: 10 bits in each 16-bit container, C0 first
                out += (q(p[2], 10) | q(p[1], 10) << 16 | q(p[0], 10) << 32 |
                        q(p[3], 10) << 48).to_bytes(8, 'little')
    return bytes(out), True


def snorm8(v):
    return round(max(-1.0, min(1.0, v)) * 127) & 255


def texture2(code, name, enc):
    """The encodings of FORMATS2 that FORMATS has no encoder for."""
    if code == 0x10:
        def blk(px):
            bits = 0
            for i, p in enumerate(px):
                bits |= q(p[3], 4) << (4 * i)
            return bits.to_bytes(8, 'little') + dxt1_block(px)
        return blocks(blk, lambda p: p, 16), False
    if code == 0x11:
        return blocks(lambda px: bc4_block([p[3] for p in px]) + dxt1_block(px),
                      lambda p: p, 16), False
    if code == 0x1f:
        return blocks(lambda px: bc4_block([p[0] for p in px]) + bc4_block([p[1] for p in px]),
                      lambda p: p, 16), False
    out = bytearray()
    for y in range(8):
        for x in range(8):
            p = image(x, y)
            if code == 0x03:
                out += bytes([snorm8(p[0]), snorm8(p[1])])
            elif code == 0x12:
                out += bytes([snorm8(2 * p[0] - 1), snorm8(2 * p[1] - 1)])
            else:
                out += enc[0](p)
    return bytes(out), True


def texture(code, enc):
    if code == 0x0f:
        return blocks(dxt1_block, lambda p: p), False
    if code == 0x25:
        return blocks(lambda px: bc4_block(px), lambda p: (p[0] + p[1]) / 2), False
    fn, nbytes = enc
    out = bytearray()
    for y in range(8):
        for x in range(8):
            out += fn(image(x, y))
    assert len(out) == 64 * nbytes
    return bytes(out), True


def state():
    start = SRC.index('stream sysmem 0\n') + len('stream sysmem 0\n')
    s = SRC[start:SRC.index('  pm4.type3 3D_LOAD_VBPNTR')]
    lines = s.split('\n')
    i = lines.index('  pm4.type0 R3D.VAP_PVS_VECTOR_INDX_REG 1024')
    ident = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    lines[i + 1] = '  pm4.one R3D.VAP_PVS_VECTOR_DATA_REG_128 ' + ' '.join(f(x) for x in ident)
    s = '\n'.join(lines)
    rep = [
        ('  # vertex program: o0 = c0..c3 . i0; o1 = i1; o2 = i2 (r500-vs)',
         '  # vertex program: o0 = c0..c3 . i0 (c = the identity); o1 = i1; o2 = i2 (r500-vs)'),
        ('GUI.VAP_VPORT_XSCALE 0x43000000 0x43000000 0xc3000000 0x43000000',
         'GUI.VAP_VPORT_XSCALE 0x43000000 0x43000000 0xc2800000 0x42800000'),
        ('R3D.SC_SCISSOR0 0 (255 | 255 << 13)', 'R3D.SC_SCISSOR0 0 (255 | 127 << 13)'),
        ("""  # cull back faces: GL's counter-clockwise front, which the negative Y
  # scale keeps counter-clockwise on the screen: FACE 0, as Mesa's
  # r300_create_rs_state sets it for a window-system buffer
  pm4.type0 R3D.SU_CULL_MODE 2""", '  pm4.type0 R3D.SU_CULL_MODE 0'),
        ("  # texture 0: 8x8 W8Z8Y8X8 (Mesa's B8G8R8A8), repeat, bilinear\n", ''),
        ('  pm4.type0 R3D.TX_FILTER0_0 (0 | 0 << 3 | 2 << 9 | 2 << 11)\n', ''),
        ('  pm4.type0 R3D.TX_FORMAT0_0 (7 | 7 << 11)\n', ''),
        ('  pm4.type0 R3D.TX_FORMAT1_0 (0x0c | 2 << 12 | 1 << 15 | 0 << 18 | 3 << 9)\n', ''),
        ('  pm4.type0 R3D.TX_FORMAT2_0 0\n', ''),
        ('  pm4.type0 R3D.TX_OFFSET_0 TEX\n', ''),
        ('  # colour and depth buffers, depth test LESS with writes', '  # the colour buffer; no depth'),
        ("""  pm4.type0 R3D.ZB_FORMAT 2
  pm4.type0 R3D.ZB_DEPTHOFFSET ZB
  pm4.type0 R3D.ZB_DEPTHPITCH 256
  pm4.type0 R3D.ZB_CNTL (2 | 4)
  pm4.type0 R3D.ZB_ZSTENCILCNTL 1""", '  pm4.type0 R3D.ZB_CNTL 0'),
    ]
    for a, b in rep:
        assert a in s, a
        s = s.replace(a, b)
    return s.rstrip('\n')


def finish(w, png, extra=()):
    """The end every generated script shares: a fence, the run, no guest
    errors or unimplemented paths, extra expectations, and the window's
    256x128 ARGB8888 surface against the baseline png."""
    for line in ('  pm4.type0 WAIT_UNTIL (1 << 17)', '  pm4.scratch 2 0x1234', 'end',
                 'pm4.commit', 'run', 'pm4.expect_scratch 2 0x1234',
                 'expect log guest_error count=0', 'expect log unimp count=0'):
        w(line)
    for line in extra:
        w(line)
    w('surface fb vram FB width=256 height=128 pitch=1024 format=a8r8g8b8')
    w('expect surface fb png="%s"' % png)


def main(second=False, third=False):
    """txfmt3d.sgs, or with second txfmt3d2.sgs, with third txfmt3d3.sgs."""
    if third:
        fmts = FORMATS3
        enc_of = texture3
    elif second:
        fmts = FORMATS2
        enc_of = texture2
    else:
        fmts = [x + (0,) for x in FORMATS]
        enc_of = lambda code, name, enc: texture(code, enc)  # noqa: E731
    out = []
    w = out.append
    if third:
        w('# Generated by gen_txfmt3d.py 3: the YUV and 10-bit TXFORMATs through the')
        w('# whole 3D pipeline, as txfmt3d.sgs draws its sixteen (one 8x8 image encoded')
        w('# in each, a 32x64 quad each, point sampled), on the top row, left to right:')
        w('# ' + ', '.join(x[1] for x in fmts) + '.')
        w('# YUV from the image by BT.601 (studio range; U, V shared by a 4:2:2 pair),')
        w('# shown raw (R, G, B = the format\'s C0, C1, C2) or through YUV_TO_RGB. The')
        w('# byte orders and the 10-bit layouts are inferences (docs/hw/r5xx-tx.md).')
        w('# The pixels are the model\'s.')
    elif second:
        w('# Generated by gen_txfmt3d.py 2: eight more TXFORMATs through the whole 3D')
        w('# pipeline, as txfmt3d.sgs draws its sixteen (one 8x8 image encoded in')
        w('# each, a 32x64 quad each, point sampled), on the top row, left to right:')
        w('# ' + ', '.join(x[1] for x in fmts) + '.')
        w('# Signed formats (TX_FORMAT1 SIGNED_COMP0/1) hold the image\'s values as')
        w('# they are (CxV8U8 holds 2v - 1), gamma removes the sRGB curve. The')
        w('# pixels are the model\'s; when the baseline was made, every texel')
        w('# matched an independent Python decode (within 1/255).')
    else:
        w('# Generated by gen_txfmt3d.py: sixteen TXFORMATs through the whole 3D pipeline.')
        w('# One 8x8 image (red rising with x, green with y, blue a checker, alpha')
        w('# falling with x) is encoded in each format by the generator and drawn on')
        w('# a 32x64 quad, point sampled, the swizzle routing the format\'s components')
        w('# to R, G, B, A (TX_FORMAT1 SEL_*; 4 = 0, 5 = 1). Left to right, top row:')
        w('# ' + ', '.join(x[1] for x in fmts[:8]) + ';')
        w('# bottom row: ' + ', '.join(x[1] for x in fmts[8:]) + '.')
        w('# Plain formats set TXPITCH_EN with rows 8 texels apart; block formats')
        w('# use rows of two blocks, 32 bytes apart. The pixels are the model\'s; when')
        w('# the baseline was made, every texel of all sixteen cells matched an')
        w('# independent Python decode of the encoded data (floats within 1/255).')
    w('include "init.inc"')
    w('let FB = 0x100000')
    w('let TEX = 0x300000')
    w('let POS = 0x10000')
    w('let COL = 0x14000')
    w('let TC = 0x18000')
    w('mem fill vram FB (256 * 128 * 4) 0xff000000 unit=4')
    w('mem fill vram COL (6 * 16) 0x3f800000 unit=4')
    plain_of = {}
    for n, (code, name, enc, sw, extra) in enumerate(fmts):
        data, plain_of[n] = enc_of(code, name, enc)
        for o in range(0, len(data), 32):
            chunk = data[o:o + 32]
            words = [int.from_bytes(chunk[i:i + 4], 'little') for i in range(0, len(chunk), 4)]
            w('mem write vram (TEX + %d) u32 %s' % (n * 0x1000 + o, ' '.join('0x%08x' % x for x in words)))
    pos, tc = [], []
    for m in range(len(fmts)):
        cx, cy = m % 8, m // 8
        x0, x1 = -1 + cx * 0.25, -1 + (cx + 1) * 0.25
        y1, y0 = 1 - cy, -cy
        for (px, py), (s, t) in (((x0, y0), (0, 1)), ((x1, y0), (1, 1)), ((x0, y1), (0, 0)),
                                 ((x1, y0), (1, 1)), ((x1, y1), (1, 0)), ((x0, y1), (0, 0))):
            pos.append((px, py, 0, 1))
            tc.append((s, t))
    for i in range(0, len(pos), 2):
        w('mem write vram (POS + %d) u32 %s' % (i * 16, ' '.join(f(v) for p in pos[i:i + 2] for v in p)))
        w('mem write vram (TC + %d) u32 %s' % (i * 8, ' '.join(f(v) for p in tc[i:i + 2] for v in p)))
    w('stream sysmem 0')
    out.append(state())
    w('  pm4.type0 R3D.TX_FILTER0_0 (2 | 2 << 3 | 1 << 9 | 1 << 11)')
    for m, (code, name, enc, sw, extra) in enumerate(fmts):
        plainfmt = plain_of[m]
        w('  # %s' % name)
        w('  pm4.type0 R3D.TX_FORMAT0_0 (7 | 7 << 11%s)' % (' | 1 << 31' if plainfmt else ''))
        w('  pm4.type0 R3D.TX_FORMAT1_0 (0x%02x | %d << 9 | %d << 12 | %d << 15 | %d << 18%s)'
          % (code & 31, sw[3], sw[0], sw[1], sw[2], ' | 0x%x' % extra if extra else ''))
        w('  pm4.type0 R3D.TX_FORMAT2_0 %s' % ('(7 | %d << 14)' % (code >> 5) if plainfmt else '(%d << 14)' % (code >> 5)))
        w('  pm4.type0 R3D.TX_OFFSET_0 (TEX + 0x%x)' % (m * 0x1000))
        w('  pm4.type3 3D_LOAD_VBPNTR 3 (4 | 4 << 8 | 4 << 16 | 4 << 24) (POS + %d) COL (2 | 2 << 8) (TC + %d)'
          % (m * 6 * 16, m * 6 * 8))
        w('  pm4.type0 R3D.VAP_VF_MAX_VTX_INDX 5 0')
        w('  pm4.type3 3D_DRAW_VBUF_2 (4 | 2 << 4 | 6 << 16)')
    finish(w, 'txfmt3d3.png' if third else 'txfmt3d2.png' if second else 'txfmt3d.png')
    print('\n'.join(out))


if __name__ == '__main__':
    import sys
    main(sys.argv[1:] == ['2'], sys.argv[1:] == ['3'])
