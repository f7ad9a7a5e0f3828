"""An independent model of the R500 US (fragment shader) ALU, written from
seed 001 §7.4 and §7.7 (L3112-L3413, L3710-L3797), §10.9 (US_* fields) and
docs/hw/r5xx-us.md, not from src/amd/r5xx/r5xx_us.c. A 2x2 quad runs in
lockstep (MDH/MDV read the quad's neighbours). Arithmetic is exact
(Python integers: dyadic rationals) and then rounded toward zero to binary32,
the policy the docs choose from the seed's "still TRUNC rounding mode"
(L185)."""
import math

from r5xx3d_common import INF, f32, fl, bits, isnan

NAN_STD = fl(0x7fffffff)  # OMOD's standard NaN (L3316-L3320)


class Dy:
    """An exact dyadic rational m * 2^e (every exact value of this ALU is
    one): faster than fractions.Fraction, which reduces by gcd."""
    __slots__ = ('m', 'e')

    def __init__(self, x=0, e=0):
        if isinstance(x, float):
            if x == 0:
                self.m, self.e = 0, 0
                return
            fr, ex = math.frexp(x)
            self.m, self.e = int(math.ldexp(fr, 53)), ex - 53
        else:
            self.m, self.e = x, e

    def __add__(self, o):
        if not self.m:
            return o
        if not o.m:
            return self
        e = min(self.e, o.e)
        return Dy((self.m << (self.e - e)) + (o.m << (o.e - e)), e)

    def __neg__(self):
        return Dy(-self.m, self.e)

    def __abs__(self):
        return Dy(abs(self.m), self.e)

    def scale(self, k):
        return Dy(self.m, self.e + k)

    def __lt__(self, o):
        return (self + -o).m < 0




def flush(x):
    """denormals to a zero of the same sign (L3737)"""
    if x != 0 and abs(x) < 2.0 ** -126:
        return math.copysign(0.0, x)
    return x


def trunc32(q, neg_zero=False):
    """an exact value (Dy) to binary32 toward zero; from 2^128 on infinite
    (docs); denormal results flushed."""
    if q.m == 0:
        return -0.0 if neg_zero else 0.0
    s = -1.0 if q.m < 0 else 1.0
    a, e = abs(q.m), q.e
    top = a.bit_length() - 1 + e  # 2^top <= |q| < 2^(top + 1)
    if top >= 128:
        return s * INF
    if top < -126:
        return s * 0.0
    shift = a.bit_length() - 24  # keep 24 significant bits, truncated
    if shift > 0:
        a >>= shift
        e += shift
    return s * math.ldexp(float(a), e)


def trunc_double(x):
    """a double to binary32 toward zero (the transcendentals: host libm in
    double, truncated, docs)."""
    if isnan(x) or math.isinf(x):
        return x
    return trunc32(Dy(x))


def inline_const(v):
    """7-bit inline constant (L3124-L3134, the digest's reading):
    exponent 6:3 bias 7, mantissa 2:0; exponent 0 denormal m*2^-9; 0 is 2^-10"""
    e, m = v >> 3 & 15, v & 7
    if e == 0:
        return 2.0 ** -10 if m == 0 else m * 2.0 ** -9
    return 2.0 ** (e - 7) * (1 + m / 8)


def cmp_op(kind, x):
    """compare against 0 (L3728-L3733): 0 ==0, 1 <0, 2 >=0, 3 !=0; NaN
    passes only !=0, denormals are zero"""
    x = flush(x)
    if isnan(x):
        return kind == 3
    return {0: x == 0, 1: x < 0, 2: x >= 0, 3: x != 0}[kind]


def mul_exact(a, b, zt):
    """(special float or None, exact Dy, negative-zero flag)"""
    a, b = flush(a), flush(b)
    if zt and (a == 0 or b == 0):
        return None, Dy(), False
    p = a * b  # exact in double for binary32 inputs, IEEE specials
    if isnan(p) or math.isinf(p):
        return p, None, False
    return None, Dy(p), p == 0 and math.copysign(1, p) < 0


def sum_terms(terms, dot):
    """Sum of (special, exact, negzero) terms: IEEE specials, else exact."""
    specials = [t[0] for t in terms if t[0] is not None]
    if specials:
        s = 0.0
        for x in specials:
            s = s + x
        return s, None, False
    exact = [t[1] for t in terms]
    q = Dy()
    for x in exact:
        q = q + x
    if q.m == 0:
        return None, q, all(t[2] for t in terms)
    if dot and len(exact) > 2:
        # "if the two largest values to be added cancel exactly, and the
        # next-largest value has a magnitude smaller by a factor of 2^25 or
        # more, US will emit +0.0" (L3758-L3760)
        srt = sorted(exact, key=abs, reverse=True)
        if srt[0].m and (srt[0] + srt[1]).m == 0 and not abs(srt[0]) < abs(srt[2]).scale(25):
            return None, Dy(), False
    return None, q, False


OMOD_SCALE = {0: 0, 1: 1, 2: 2, 3: 3, 4: -1, 5: -2, 6: -3, 7: 0}  # log2 of the factor


def finish(r, omod, clamp):
    """r = (special, exact, negzero) of an arithmetic op: OMOD, rounding,
    flush, NaN standardisation, clamp (L3297-L3320)."""
    sp, q, nz = r
    if sp is not None:
        v = sp if isnan(sp) else sp  # infinities scale to themselves
    else:
        v = trunc32(q.scale(OMOD_SCALE[omod]), nz)
    if isnan(v) and omod != 7:
        v = NAN_STD
    return do_clamp(v, clamp)


def do_clamp(v, clamp):
    if not clamp:
        return v
    if isnan(v) or v < 0:
        return 0.0
    if v == 0:
        return v
    return min(v, 1.0)


def select_finish(v, omod, clamp):
    """MIN/MAX/CND/CMP: the argument's bits with OMOD disabled (no clamp);
    with an OMOD the result is scaled like any arithmetic result."""
    if omod == 7:
        return v
    if isnan(v):
        return do_clamp(NAN_STD, clamp)
    v = flush(v)
    if math.isinf(v):
        return do_clamp(v, clamp)
    return do_clamp(trunc32(Dy(v).scale(OMOD_SCALE[omod]), v == 0 and math.copysign(1, v) < 0),
                    clamp)


def op_max(a, b):
    """A >= B ? A : B (L3218) on flushed values; NaN or two zeros give the
    second argument (L3762-L3765)"""
    fa, fb = flush(a), flush(b)
    if isnan(fa) or isnan(fb) or (fa == 0 and fb == 0):
        return b
    return a if fa >= fb else b


def op_min(a, b):
    fa, fb = flush(a), flush(b)
    if isnan(fa) or isnan(fb) or (fa == 0 and fb == 0):
        return b
    return a if fa < fb else b


def op_cnd(a, b, c):
    c = flush(c)
    return a if (not isnan(c) and c > 0.5) else b


def op_cmp(a, b, c):
    c = flush(c)
    return a if (not isnan(c) and c >= 0) else b


def op_frc(a, omod, clamp):
    a = flush(a)
    if isnan(a) or math.isinf(a):
        return finish((math.nan, None, False), omod, clamp)
    q = Dy(a) + Dy(-float(math.floor(a)))
    return finish((None, q, False), omod, clamp)


def transcendental(op, a):
    """EX2 LN2 RCP RSQ SIN COS (L3770-L3779): no extra range; special values
    from the seed's table; double precision, truncated to binary32."""
    a = flush(a)
    if isnan(a):
        return math.nan
    neg0 = a == 0 and math.copysign(1, a) < 0
    if op == 8:  # EX2
        if a == INF:
            return INF
        if a == -INF:
            return 0.0
        r = math.exp2(a) if a < 1024 else INF
    elif op == 9:  # LN2
        if a == 0:
            return -INF
        if a < 0:
            return math.nan
        if a == INF:
            return INF
        r = math.log2(a)
    elif op == 10:  # RCP
        if a == 0:
            return -INF if neg0 else INF
        if math.isinf(a):
            return math.copysign(0.0, a)
        r = 1.0 / a
    elif op == 11:  # RSQ
        if a == 0:
            return INF
        if a == INF:
            return 0.0
        if a < 0:
            return math.nan
        r = 1.0 / math.sqrt(a)
    else:  # SIN, COS of A * 2pi, the argument reduced in turns
        if math.isinf(a):
            return math.nan
        if a == 0:
            return a if op == 12 else 1.0
        t = a - round(a)
        r = math.sin(2 * math.pi * t) if op == 12 else math.cos(2 * math.pi * t)
    v = trunc_double(r)
    if math.isinf(v) or abs(v) >= 2.0 ** 128:
        return math.copysign(INF, r)
    return flush(v)


def field(w, lo, n):
    return w >> lo & ((1 << n) - 1)


class Quad:
    def __init__(self):
        self.t = [[[0.0] * 4 for _ in range(128)] for _ in range(4)]
        self.pred = [[False] * 4 for _ in range(4)]
        self.rt = [[[None] * 4 for _ in range(4)] for _ in range(4)]


class Program:
    def __init__(self, code, consts, zt):
        self.code, self.consts, self.zt = code, consts, zt

    def src(self, q, p, addr_word, k, chan):
        """channel chan of source k (0-2) for pixel p"""
        a = field(addr_word, 10 * k, 8)
        const = field(addr_word, 10 * k + 8, 1)
        if const:
            return self.consts[a][chan]
        if a & 128:
            return inline_const(a & 127)
        return q.t[p][a & 127][chan]

    def srcp(self, op, s0, s1):
        s0, s1 = flush(s0), flush(s1)
        if op == 0:
            terms = [(None, Dy(1.0), False), mul_exact(-2.0, s0, False)]
        elif op == 1:
            terms = [mul_exact(1.0, s1, False), mul_exact(-1.0, s0, False)]
        elif op == 2:
            terms = [mul_exact(1.0, s1, False), mul_exact(1.0, s0, False)]
        else:
            terms = [(None, Dy(1.0), False), mul_exact(-1.0, s0, False)]
        sp, qv, nz = sum_terms(terms, False)
        return sp if sp is not None else trunc32(qv, nz)

    def srcs(self, q, p, ins):
        """src0, src1, src2, srcp as 4-vectors (L3170-L3190)"""
        rgb_a, alpha_a = ins[1], ins[2]
        s = [[self.src(q, p, rgb_a, k, c) for c in range(3)] + [self.src(q, p, alpha_a, k, 3)]
             for k in range(3)]
        if not self.uses_srcp(ins):
            return s + [[0.0] * 4]
        sp = [self.srcp(field(rgb_a, 30, 2), s[0][c], s[1][c]) for c in range(3)]
        sp.append(self.srcp(field(alpha_a, 30, 2), s[0][3], s[1][3]))
        return s + [sp]

    @staticmethod
    def uses_srcp(ins):
        """whether an operand selects the presubtract (only then computed)"""
        return 3 in (field(ins[3], 0, 2), field(ins[3], 13, 2), field(ins[5], 12, 2),
                     field(ins[4], 12, 2), field(ins[4], 19, 2), field(ins[5], 25, 2))

    @staticmethod
    def operand(s, sel, swz, mod):
        vals = []
        for w in swz:
            x = s[sel][w] if w < 4 else {4: 0.0, 5: 0.5, 6: 1.0, 7: 0.0}[w]
            if mod == 1:
                x = -x
            elif mod == 2:
                x = abs(x)
            elif mod == 3:
                x = -abs(x)
            vals.append(x)
        return vals

    def run(self, q):
        for ins in self.code:
            self.step(q, ins)

    def tex(self, q, ins):
        """TEX LD (L3415-L3461, L6224-L6306) from the test texture: point
        sampled, clamped to the last texel (docs/hw/r5xx-tx.md); NaN
        coordinates are +Inf before the TX (L3785-L3791)."""
        cmn, tinst, taddr = ins[0], ins[1], ins[2]
        unscaled = field(tinst, 27, 1)
        src, dst = field(taddr, 0, 7), field(taddr, 16, 7)
        wm = field(cmn, 11, 3) | field(cmn, 14, 1) << 3
        w, h, texels = self.texture
        for p in range(4):
            v = q.t[p][src]
            st = []
            for k, size in ((0, w), (1, h)):
                u = flush(v[field(taddr, 8 + 2 * k, 2)])
                if isnan(u):
                    u = INF
                if not unscaled:
                    u = u * size
                u = -1 if u == -INF else (size if u == INF else math.floor(u))
                st.append(max(0, min(size - 1, u)))
            texel = texels[st[1] * w + st[0]]
            ok = self.write_ok(q.pred[p], cmn)
            for c in range(4):
                if wm >> c & 1 and ok[c]:
                    # denormals flushed "everywhere" in the US (L3716, the
                    # digest's reading), the texture's result too
                    q.t[p][dst][c] = flush(texel[field(taddr, 24 + 2 * c, 2)])

    @staticmethod
    def write_ok(pr, cmn):
        """per channel: RGB_PRED_SEL/INV and ALPHA_PRED_SEL/INV (L3322-L3392)"""
        rsel, rinv = field(cmn, 3, 3), field(cmn, 6, 1)
        asel, ainv = field(cmn, 25, 3), field(cmn, 22, 1)
        out = []
        for c in range(4):
            sel, inv = (asel, ainv) if c == 3 else (rsel, rinv)
            if sel == 0:
                ok = True
            elif sel == 1:
                ok = pr[c]
            elif sel <= 5:
                ok = pr[sel - 2]
            else:
                ok = True
            out.append(not ok if inv and sel != 0 else ok)
        return out

    def step(self, q, ins):
        cmn, rgb_a, alpha_a, rgbi, alphai, rgbai = ins
        typ = field(cmn, 0, 2)
        if typ == 3:
            if field(rgb_a, 22, 3) == 1:
                self.tex(q, ins)
            return
        rop, aop = field(rgbai, 0, 4), field(alphai, 0, 4)
        omod_r, omod_a = field(rgbi, 26, 3), field(alphai, 26, 3)
        clamp_r, clamp_a = field(cmn, 19, 1), field(cmn, 20, 1)
        res = []
        for p in range(4):
            s = self.srcs(q, p, ins)
            A = self.operand(s, field(rgbi, 0, 2), [field(rgbi, 2 + 3 * i, 3) for i in range(3)],
                             field(rgbi, 11, 2))
            B = self.operand(s, field(rgbi, 13, 2), [field(rgbi, 15 + 3 * i, 3) for i in range(3)],
                             field(rgbi, 24, 2))
            C = self.operand(s, field(rgbai, 12, 2),
                             [field(rgbai, 14 + 3 * i, 3) for i in range(3)], field(rgbai, 23, 2))
            Aa = self.operand(s, field(alphai, 12, 2), [field(alphai, 14, 3)], field(alphai, 17, 2))[0]
            Ba = self.operand(s, field(alphai, 19, 2), [field(alphai, 21, 3)], field(alphai, 24, 2))[0]
            Ca = self.operand(s, field(rgbai, 25, 2), [field(rgbai, 27, 3)], field(rgbai, 30, 2))[0]
            res.append((s, A, B, C, Aa, Ba, Ca))
        out = []
        for p in range(4):
            s, A, B, C, Aa, Ba, Ca = res[p]
            # the alpha unit (its scalar result feeds RGB SOP)
            ta = None
            if aop in (8, 9, 10, 11, 12, 13):
                ta = transcendental(aop, Aa)
            zt = self.zt
            dot = None
            if rop in (1, 2, 3):
                terms = [mul_exact(A[c], B[c], zt) for c in range(2 if rop == 3 else 3)]
                if rop == 2:
                    terms.append(mul_exact(Aa, Ba, zt))
                if rop == 3:
                    terms.append(mul_exact(1.0, C[2], False))
                dot = sum_terms(terms, True)
            rgb = []
            for c in range(3):
                if rop == 0:
                    v = finish(sum_terms([mul_exact(A[c], B[c], zt), mul_exact(1.0, C[c], False)],
                                         False), omod_r, clamp_r)
                elif rop in (1, 2, 3):
                    v = finish(dot, omod_r, clamp_r)
                elif rop == 4:
                    v = select_finish(op_min(A[c], B[c]), omod_r, clamp_r)
                elif rop == 5:
                    v = select_finish(op_max(A[c], B[c]), omod_r, clamp_r)
                elif rop == 7:
                    v = select_finish(op_cnd(A[c], B[c], C[c]), omod_r, clamp_r)
                elif rop == 8:
                    v = select_finish(op_cmp(A[c], B[c], C[c]), omod_r, clamp_r)
                elif rop == 9:
                    v = op_frc(A[c], omod_r, clamp_r)
                elif rop == 10:
                    v = finish((ta, None, False) if isnan(ta) or math.isinf(ta)
                               else (None, Dy(ta), math.copysign(1, ta) < 0), omod_r, clamp_r)
                elif rop in (11, 12):
                    v = self.md(q, p, res, c, rop == 11, B[c], rgbi, rgbai, omod_r, clamp_r, False)
                else:
                    v = 0.0
                rgb.append(v)
            if aop == 0:
                al = finish(sum_terms([mul_exact(Aa, Ba, zt), mul_exact(1.0, Ca, False)], False),
                            omod_a, clamp_a)
            elif aop == 1:
                al = finish(dot, omod_a, clamp_a) if dot else 0.0
            elif aop == 2:
                al = select_finish(op_min(Aa, Ba), omod_a, clamp_a)
            elif aop == 3:
                al = select_finish(op_max(Aa, Ba), omod_a, clamp_a)
            elif aop == 5:
                al = select_finish(op_cnd(Aa, Ba, Ca), omod_a, clamp_a)
            elif aop == 6:
                al = select_finish(op_cmp(Aa, Ba, Ca), omod_a, clamp_a)
            elif aop == 7:
                al = op_frc(Aa, omod_a, clamp_a)
            elif ta is not None:
                al = finish((ta, None, False) if isnan(ta) or math.isinf(ta)
                            else (None, Dy(ta), math.copysign(1, ta) < 0), omod_a, clamp_a)
            elif aop in (14, 15):
                al = self.md(q, p, res, 3, aop == 14, Ba, alphai, rgbai, omod_a, clamp_a, True)
            else:
                al = 0.0
            out.append(rgb + [al])
        # writes: temporaries by write mask and the old predicates, then the
        # predicate bits (ALU) or the render targets (OUTPUT) (L3322-L3392)
        rsel, rinv = field(cmn, 3, 3), field(cmn, 6, 1)
        asel, ainv = field(cmn, 25, 3), field(cmn, 22, 1)
        wm = field(cmn, 11, 3) | field(cmn, 14, 1) << 3
        om = field(cmn, 15, 3) | field(cmn, 18, 1) << 3
        rdst, adst = field(rgbai, 4, 7), field(alphai, 4, 7)
        for p in range(4):
            pr = q.pred[p]
            for c in range(4):
                sel, inv = (asel, ainv) if c == 3 else (rsel, rinv)
                if sel == 0:
                    ok = True
                elif sel == 1:
                    ok = pr[c]
                elif sel <= 5:
                    ok = pr[sel - 2]
                else:
                    ok = True
                if inv and sel != 0:
                    ok = not ok
                if wm >> c & 1 and ok:
                    q.t[p][adst if c == 3 else rdst][c] = out[p][c]
            if typ == 1:
                for c in range(4):
                    if om >> c & 1:
                        tgt = field(alphai if c == 3 else rgbi, 29, 2)
                        q.rt[p][tgt][c] = out[p][c]
            else:
                for c in range(4):
                    if om >> c & 1:
                        kind = field(alphai if c == 3 else rgbi, 29, 2)
                        pr[c] = cmp_op(kind, out[p][c])

    def md(self, q, p, res, c, horiz, b, inst, rgbai, omod, clamp, alpha):
        """MDH/MDV (L3236-L3270): A = top-left src0, C = top-right (MDH) or
        bottom-left (MDV) src0, select and swizzle ignored, modifiers kept."""
        s_tl = res[0][0][0][c]
        s_n = res[1 if horiz else 2][0][0][c]
        moda = field(inst, 17, 2) if alpha else field(inst, 11, 2)
        modc = field(rgbai, 30, 2) if alpha else field(rgbai, 23, 2)

        def mod(x, m):
            return -x if m == 1 else abs(x) if m == 2 else -abs(x) if m == 3 else x
        return finish(sum_terms([mul_exact(mod(s_tl, moda), b, self.zt),
                                 mul_exact(1.0, mod(s_n, modc), False)], False), omod, clamp)
