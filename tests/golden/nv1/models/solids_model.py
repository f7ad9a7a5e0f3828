#!/usr/bin/env python3
"""Independent check of tests/golden/nv1/solids.png against the seed 000
rasterization rules (triangle half-planes with the right/below tie rule,
Bresenham stepping the minor axis on ties, lins without the last pixel),
written from the seed text, not from the C code. Run from the repository
root: python3 tests/golden/nv1/models/solids_model.py"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pngread import read_png_rgb  # noqa: E402

rows = read_png_rgb(os.path.join(os.path.dirname(__file__), '..', 'solids.png'))
W=H=64
img=[['.']*W for _ in range(H)]
def clip(x,y): return 0<=x<W and 0<=y<H
def tri(X,Y,ch):
    cross=(X[1]-X[0])*(Y[2]-Y[0])-(X[2]-X[0])*(Y[1]-Y[0])
    if cross==0: return
    if cross<0: X[1],X[2]=X[2],X[1]; Y[1],Y[2]=Y[2],Y[1]
    for y in range(H):
        for x in range(W):
            ok=True
            for e in range(3):
                x0,y0,x1,y1=X[e],Y[e],X[(e+1)%3],Y[(e+1)%3]
                c=(x1-x0)*(y-y0)-(x-x0)*(y1-y0)
                if c==0: c=(x1-x0)*(y-y0)-(x+1-x0)*(y1-y0)
                if c==0: c=(x1-x0)*(y+1-y0)-(x-x0)*(y1-y0)
                if c<0: ok=False
            if ok: img[y][x]=ch
def line(X,Y,lin,ch):
    xmaj=abs(X[0]-X[1])>abs(Y[0]-Y[1])
    if xmaj: maj0,maj1,min0,min1=X[0],X[1],Y[0],Y[1]
    else: maj0,maj1,min0,min1=Y[0],Y[1],X[0],X[1]
    if min1<min0: min0,min1=min1,min0; maj0,maj1=maj1,maj0
    dmin=min1-min0; dmaj=abs(maj1-maj0); step=1 if maj1>maj0 else -1
    err=0; mn=min0; mj=maj0
    while mj!=maj1+step:
        if err>=dmaj and dmaj:
            err-=dmaj*2; mn+=1
        x=mj if xmaj else mn; y=mn if xmaj else mj
        if (not lin or x!=X[1] or y!=Y[1]) and clip(x,y): img[y][x]=ch
        err+=dmin*2; mj+=step
tri([2,40,10],[2,2,30],'B')
line([1,60],[40,62],False,'W')
line([2,12],[50,50],True,'Y')
img[60][60]='R'; img[60][62]='R'
bad=0
for y in range(H):
    for x in range(W):
        px=rows[y][x]
        got={(0,0,0):'.',(0,0,255):'B',(255,255,255):'W',(255,255,0):'Y',(255,0,0):'R'}.get(px,'?')
        if got!=img[y][x]: bad+=1; print('diff',x,y,got,img[y][x]) if bad<10 else None
print('differing pixels:',bad)
sys.exit(1 if bad else 0)
