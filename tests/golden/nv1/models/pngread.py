"""A minimal PNG reader for the independent models of this directory
(standard library only)."""
import struct
import zlib


def read_png_rgb(path):
    """A minimal PNG reader (8-bit RGB/RGBA, no interlace): rows of (r, g, b)."""
    d = open(path, 'rb').read()
    p = 8
    idat = b''
    while p < len(d):
        n, t = struct.unpack('>I4s', d[p:p + 8])
        c = d[p + 8:p + 8 + n]
        p += 12 + n
        if t == b'IHDR':
            w, h, bd, ct = struct.unpack('>IIBB', c[:10])
        elif t == b'IDAT':
            idat += c
    raw = zlib.decompress(idat)
    bpp = {6: 4, 2: 3}[ct]
    st = w * bpp
    out, prev, i = [], bytearray(st), 0
    for _ in range(h):
        f = raw[i]
        i += 1
        line = bytearray(raw[i:i + st])
        i += st
        for x in range(st):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        out.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(w)])
        prev = line
    return out
