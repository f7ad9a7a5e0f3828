# An independent Python model of the null chip patterns (docs/hw/null-chip.md)
# and the surface formats (docs/hw/formats.md), written from those pages rather
# than from the C code. The crc= values in the golden scripts here came from it:
#   python3 null_refmodel.py PATTERN FORMAT WIDTH HEIGHT [COLOR0 COLOR1]
import zlib, sys
FMTS=['a8r8g8b8','x8r8g8b8','a8b8g8r8','x8b8g8r8','a2r10g10b10','x2r10g10b10','r5g6b5','a1r5g5b5','x1r5g5b5','a4r4g4b4','y8','y16']
BYTES=[4,4,4,4,4,4,2,2,2,2,1,2]
def conv(f,r,g,b,a):
    n=FMTS[f]
    if n=='a8r8g8b8': return a<<24|r<<16|g<<8|b
    if n=='x8r8g8b8': return r<<16|g<<8|b
    if n=='a8b8g8r8': return a<<24|b<<16|g<<8|r
    if n=='x8b8g8r8': return b<<16|g<<8|r
    if n=='a2r10g10b10': return (a>>6)<<30|(r<<2)<<20|(g<<2)<<10|(b<<2)
    if n=='x2r10g10b10': return (r<<2)<<20|(g<<2)<<10|(b<<2)
    if n=='r5g6b5': return (r>>3)<<11|(g>>2)<<5|(b>>3)
    if n=='a1r5g5b5': return (a>>7)<<15|(r>>3)<<10|(g>>3)<<5|(b>>3)
    if n=='x1r5g5b5': return (r>>3)<<10|(g>>3)<<5|(b>>3)
    if n=='a4r4g4b4': return (a>>4)<<12|(r>>4)<<8|(g>>4)<<4|(b>>4)
    y=(r*77+g*150+b*29+128)>>8
    if n=='y8': return y
    return y*257
def argb(c): return ((c>>16)&255,(c>>8)&255,c&255,c>>24)
def pat(p,x,y,w,h,c0,c1):
    if p==0: return argb(c0)
    if p==1:
        i=7-x*8//w; return (255 if i&4 else 0,255 if i&2 else 0,255 if i&1 else 0,255)
    if p==2: return argb(c1 if ((x>>3)^(y>>3))&1 else c0)
    if p==3: return (x*255//max(w-1,1), y*255//max(h-1,1),128,255)
    return ((x^y)&255,(x*2)&255,(y*2)&255,255)
def surface(p,f,w,h,c0=0,c1=0):
    out=bytearray()
    for y in range(h):
        for x in range(w):
            out+=conv(f,*pat(p,x,y,w,h,c0,c1)).to_bytes(BYTES[f],'little')
    return bytes(out)
def crc(p,f,w,h,c0=0,c1=0): return zlib.crc32(surface(p,f,w,h,c0,c1))&0xffffffff
if __name__=='__main__':
    p,f,w,h=map(lambda s:int(s,0),sys.argv[1:5]); c0=int(sys.argv[5],0) if len(sys.argv)>5 else 0; c1=int(sys.argv[6],0) if len(sys.argv)>6 else 0
    print(hex(crc(p,f,w,h,c0,c1)))
