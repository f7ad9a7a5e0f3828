"""An independent model of the R500 PVS (vertex shader), written from seed
001 §6.5 (L1858-L3008) and docs/hw/r5xx-3d.md ("PVS instruction set",
"PVS execution"), not from src/amd/r5xx/r5xx_pvs.c. Values are Python
floats holding binary32 values; every operation rounds once to binary32
(IEEE single arithmetic, no FMA, no denormal flush: the seed states none for
the PVS), transcendentals in double rounded once."""
import math

from r5xx3d_common import FLT_MAX, INF, f32, fl, bits, isnan

# vector opcodes (seed L2914-L2950)
VNOP, DP4, MUL, ADD, MAD, DST, FRC, MAX, MIN, SGE, SLT, MAD2X, MULCLAMP, F2F, F2FR = range(15)
PEQ_PUSH, PGT_PUSH, PGTE_PUSH, PNEQ_PUSH = 15, 16, 17, 18
CW_EQ, CW_GT, CW_GTE, CW_NEQ, CM_EQ, CM_GT, CM_GTE, SGT, SEQ, SNE = range(19, 29)
# math opcodes (seed L2952-L2988)
(MNOP, EXP_DX, LOG_DX, EXP_E, LIT, POW, RCP_DX, RCP_FF, RSQ_DX, RSQ_FF, MMUL, EX2, LG2,
 POW_CB, POW_CB1, POW_C01, SIN, COS, LG2_IEEE, RCP_IEEE, RSQ_IEEE, PEQ, PGT, PGTE, PNEQ,
 PCLR, PINV, PPOP, PRESTORE) = range(29)

F32_PI = f32(math.pi)


def floor_f(a):
    if isnan(a) or math.isinf(a) or a == 0:
        return a
    return float(math.floor(a))


def cmp_zero(kind, a):
    return {0: a == 0, 1: a > 0, 2: a >= 0, 3: a != 0}[kind]


def exp2_d(x):
    try:
        return math.exp2(x) if hasattr(math, 'exp2') else 2.0 ** x
    except OverflowError:
        return INF


def caret(x, n):
    """The seed's x ^ n with its special cases "in order of detection"
    (L2593-L2611), for x >= 0."""
    if x == 0 and n < 0:
        return INF
    if x == 0 and n > 0:
        return 0.0
    if n == 0:
        return 1.0
    if math.isinf(x) and n < 0:
        return 0.0
    if math.isinf(x) and n > 0:
        return INF
    if x > 1 and n == -INF:
        return 0.0
    if x < 1 and n == -INF:
        return INF
    if x > 1 and n == INF:
        return INF
    if x < 1 and n == INF:
        return 0.0
    try:
        # C99 pow (1 ^ NaN = 1); the seed says nothing of NaN
        return f32(math.pow(x, n))
    except OverflowError:
        return INF


def mul0(a, b):
    """the PVS multiplier: 0 times an infinity or a NaN is +0 (the legacy
    rule Mesa's r300 relies on, docs/hw/r5xx-3d.md), else IEEE single."""
    r = f32(a * b) if not (isnan(a) or isnan(b)) else math.nan
    if isnan(r) and (a == 0 or b == 0):
        return 0.0
    return r


def pow_ff(a, n):
    """ME_POWER_FUNC_FF (L2577-L2584): a < 0 gives -(|a| ^ n). The special
    cases belong to the ^ operator, so they apply to |a| (the engine's
    reading too: pow(-2, 0) = -1)."""
    r = caret(abs(a), n)
    return -r if a < 0 else r


def sincos(a, is_cos):
    """ME_SIN/ME_COS (L2709-L2724): the input clamped to [-pi, pi] (NaN as
    pi), |result| at least 2^-24 except sin(0) and sin(+-pi)."""
    if isnan(a):
        a = F32_PI
    a = max(-F32_PI, min(F32_PI, a))
    if abs(a) == F32_PI:
        return -1.0 if is_cos else 0.0
    r = f32(math.cos(a) if is_cos else math.sin(a))
    if not is_cos and a == 0:
        return r
    tiny = fl(0x33800000)
    if abs(r) < tiny:
        r = math.copysign(tiny, r)
    return r


def log_dx_parts(a):
    """(exponent, mantissa) of |a| for LOG_BASE2_DX: an infinity's
    exponent field reads 128, a denormal's true exponent (docs)."""
    a = abs(a)
    if math.isinf(a) or isnan(a):
        # the fields of the bits: exponent 255 - 127, mantissa 1.fraction
        return 128.0, fl(0x3f800000 | bits(a) & 0x7fffff)
    m, e = math.frexp(a)  # a = m * 2^e, m in [0.5, 1)
    return float(e - 1), m * 2


class Vertex:
    def __init__(self, inputs):
        self.inp = [list(v) for v in inputs] + [[0.0] * 4 for _ in range(32 - len(inputs))]
        self.tmp = [[0.0] * 4 for _ in range(32)]
        self.atmp = [[0.0] * 4 for _ in range(20)]
        self.out = [[0.0] * 4 for _ in range(32)]
        self.a0 = [0, 0, 0, 0]
        self.al = 0  # the inner-most loop's index
        self.pred = False


def sat(x):
    """VE_SAT/ME_SAT clamp to [0, 1]; NaN and -0 give +0 (the seed says
    neither; softgpu's choice, docs/hw/r5xx-3d.md)."""
    if isnan(x) or x <= 0:
        return 0.0
    return 1.0 if x > 1 else x


def math_op(op, a, b, c):
    """Math engine op on the scalars IN_A.W, IN_B.W, IN_C.W: (result
    vector, new predicate or None)."""
    def rep(x):
        return [x, x, x, x], None
    if op == EXP_DX:
        fa = floor_f(a)
        x = f32(exp2_d(fa)) if not isnan(fa) else math.nan
        y = 0.0 if a > 128.0 else f32(a - fa)
        return [x, y, f32(exp2_d(a)), 1.0], None
    if op == LOG_DX:
        if a == 0:
            return [-FLT_MAX, 1.0, -FLT_MAX, 1.0], None
        e, m = log_dx_parts(a)
        z = f32(math.log2(abs(a))) if not (isnan(a) or math.isinf(a)) else (
            math.nan if isnan(a) else INF)
        return [e, f32(m), z, 1.0], None
    if op == EXP_E:
        try:
            return rep(f32(math.exp(c)) if not isnan(c) else math.nan)
        except OverflowError:
            return rep(INF)
    if op == LIT:
        y = b if b > 0 else 0.0
        if b > 0:
            n = c if isnan(c) else max(-128.0, min(128.0, c))  # a NaN stays NaN
            z = caret(a if a > 0 else 0.0, n)
        else:
            z = 0.0
        return [1.0, y, z, 1.0], None
    if op == POW:
        return rep(pow_ff(a, c))
    if op in (RCP_DX, RCP_FF, RCP_IEEE):
        if a == 0:
            return rep({RCP_DX: FLT_MAX, RCP_FF: 0.0, RCP_IEEE: math.copysign(INF, a)}[op])
        return rep(f32(1.0 / a) if not math.isinf(a) else math.copysign(0.0, a))
    if op in (RSQ_DX, RSQ_FF, RSQ_IEEE):
        if a == 0:
            return rep({RSQ_DX: FLT_MAX, RSQ_FF: 0.0, RSQ_IEEE: INF}[op])
        if isnan(a):
            return rep(math.nan)
        return rep(f32(1.0 / math.sqrt(abs(a))) if not math.isinf(a) else 0.0)
    if op == MMUL:
        return rep(mul0(a, b))
    if op == EX2:
        return rep(f32(exp2_d(c)) if not isnan(c) else math.nan)
    if op in (LG2, LG2_IEEE):
        if a == 0:
            return rep(-FLT_MAX if op == LG2 else -INF)
        if isnan(a):
            return rep(math.nan)
        return rep(f32(math.log2(abs(a))) if not math.isinf(a) else INF)
    if op in (POW_CB, POW_CB1):
        if a < b:
            return rep(0.0)
        if op == POW_CB1 and a > 1.0:
            return rep(1.0)
        return rep(pow_ff(a, c))
    if op == POW_C01:
        if a <= 0:
            return rep(0.0)
        if a > 1:
            return rep(1.0)
        return rep(pow_ff(a, c))
    if op in (SIN, COS):
        return rep(sincos(a, op == COS))
    if op in (PEQ, PGT, PGTE, PNEQ):
        p = cmp_zero(op - PEQ, a)
        return [0.0 if p else 1.0] * 4, p
    if op == PCLR:
        # prints PREDICATE_BIT = 1 (L2827), but the prose (L2001) clears it:
        # docs/hw/r5xx-3d.md "Two conflicts of the seed"
        return [FLT_MAX] * 4, False
    if op == PINV:
        if a == 1:
            return [0.0] * 4, True
        return [1.0 if a == 0 else a] * 4, False
    if op == PPOP:
        w = f32(a - 1.0)
        # the counter convention of EQ/INV (docs: set when <= 0)
        if w <= 0:
            return [0.0] * 4 if w < 0 else [w] * 4, True
        return [w] * 4, False
    if op == PRESTORE:
        if a == 0:
            return [0.0] * 4, True
        return [a] * 4, False
    return None, None  # MNOP and undefined: nothing written


def vec_op(op, A, B, C, pred):
    """Vector engine op: (result, write-enable mask or None, new predicate
    or None)."""
    if op == DP4:
        s = mul0(A[0], B[0])
        for k in (1, 2, 3):
            s = f32(s + mul0(A[k], B[k]))
        return [s] * 4, None, None
    if op == MUL:
        return [mul0(A[k], B[k]) for k in range(4)], None, None
    if op == ADD:
        return [f32(A[k] + B[k]) for k in range(4)], None, None
    if op == MAD:
        return [f32(mul0(A[k], B[k]) + C[k]) for k in range(4)], None, None
    if op == MAD2X:
        return [f32(2 * mul0(A[k], B[k]) + C[k]) for k in range(4)], None, None
    if op == DST:
        return [1.0, mul0(A[1], B[1]), A[2], B[3]], None, None
    if op == FRC:
        return [f32(a - floor_f(a)) for a in A], None, None
    if op == MAX:
        # "MAX(A, B)" (L2214): a NaN or a tie of zeros gives B, as the US's
        # MIN/MAX rule states (L3762-L3768)
        return [A[k] if A[k] > B[k] else B[k] for k in range(4)], None, None
    if op == MIN:
        return [A[k] if A[k] < B[k] else B[k] for k in range(4)], None, None
    if op == SGE:
        return [1.0 if A[k] >= B[k] else 0.0 for k in range(4)], None, None
    if op == SLT:
        return [1.0 if A[k] < B[k] else 0.0 for k in range(4)], None, None
    if op == SGT:
        return [1.0 if A[k] > B[k] else 0.0 for k in range(4)], None, None
    if op == SEQ:
        return [1.0 if A[k] == B[k] else 0.0 for k in range(4)], None, None
    if op == SNE:
        return [1.0 if A[k] != B[k] else 0.0 for k in range(4)], None, None
    if op == MULCLAMP:
        pw, px = mul0(A[3], B[3]), mul0(A[0], B[0])
        r = C[3] if C[3] < pw else (C[0] if C[0] >= px else px)
        return [r] * 4, None, None
    if op == F2F:
        return [floor_f(a) for a in A], None, None
    if op == F2FR:
        return [floor_f(f32(a + 0.5)) for a in A], None, None
    if op in (PEQ_PUSH, PGT_PUSH, PGTE_PUSH, PNEQ_PUSH):
        if A[3] == 0 and cmp_zero(op - PEQ_PUSH, B[3]):
            return [0.0] * 4, None, True
        w = f32(A[3] + 1.0)
        return [w] * 4, None, False
    if op in (CW_EQ, CW_GT, CW_GTE, CW_NEQ):
        m = sum(1 << k for k in range(4) if cmp_zero(op - CW_EQ, A[k]))
        return list(B), m, None
    if op in (CM_EQ, CM_GT, CM_GTE):
        return [B[k] if cmp_zero(op - CM_EQ, A[k]) else C[k] for k in range(4)], None, None
    return None, None, None  # VNOP and undefined


def field(w, lo, n):
    return w >> lo & ((1 << n) - 1)


class Program:
    def __init__(self, code, consts, const_max, flow=()):
        self.code = code          # list of 4-word lists
        self.consts = consts      # list of 4-float lists (256)
        self.const_max = const_max
        # static flow control slots (L2019-L2140, L6537-L6584):
        # (op 1 JUMP / 2 LOOP, ACT, target or count, LAST, RTN, INIT, STEP)
        self.flow = list(flow)

    def addr(self, v, off, mode, sel):
        if mode == 1:
            return off + v.a0[sel]
        if mode == 2:  # relative to the loop index aL (r500regs RELATIVE_I0)
            return off + v.al
        return off

    def fetch(self, v, reg, off, mode, sel, swz, neg, absv):
        a = self.addr(v, off, mode, sel)
        if reg == 2:
            # outside 0..PVS_MAX_CONST_ADDR reads 0 (L6531-L6535)
            vec = self.consts[a % 256] if 0 <= a <= self.const_max else [0.0] * 4
        else:
            mem = {0: v.tmp, 1: v.inp, 3: v.atmp}[reg]
            vec = mem[a] if 0 <= a < len(mem) else [0.0] * 4
        out = []
        for k, s in enumerate(swz):
            # selects 0-3 x..w, 4 0.0, 5 1.0 (L2886-L2893); swizzle, abs, negate
            x = vec[s] if s < 4 else (1.0 if s == 5 else 0.0)
            if absv:
                x = abs(x)
            if neg >> k & 1:
                x = -x
            out.append(x)
        return out

    def read(self, v, w):
        mode = field(w, 31, 1) << 1 | field(w, 4, 1)
        return self.fetch(v, field(w, 0, 2), field(w, 5, 8), mode, field(w, 29, 2),
                          [field(w, 13 + 3 * k, 3) for k in range(4)], field(w, 25, 4),
                          field(w, 3, 1))

    def write(self, v, reg, off, mask, val, repl):
        if reg == 1:  # A0: floor clamped to [-256, 255], NaN 0 (L1912, docs)
            for k in range(4):
                if mask >> k & 1:
                    x = val[k]
                    v.a0[k] = 0 if isnan(x) else int(max(-256.0, min(255.0, floor_f(x))))
            return
        mem = {0: v.tmp, 2: v.out, 3: v.out, 4: v.atmp, 5: v.inp}.get(reg)
        if mem is None or not 0 <= off < len(mem):
            return
        for k in range(4):
            if mask >> k & 1:
                mem[off][k] = val[0] if reg == 3 else val[k]

    def step(self, v, ins):
        w0, wa, wb, wc = ins
        op, is_math, macro = field(w0, 0, 6), field(w0, 6, 1), field(w0, 7, 1)
        reg, off, mask = field(w0, 8, 4), field(w0, 13, 7), field(w0, 20, 4)
        dmode = field(w0, 31, 1) << 1 | field(w0, 12, 1)
        if dmode == 1:
            off += v.a0[field(w0, 29, 2)]
        vsat, msat = field(w0, 24, 1), field(w0, 25, 1)
        pred_en, sense, dual = field(w0, 26, 1), field(w0, 27, 1), field(w0, 28, 1)
        allowed = not pred_en or v.pred == bool(sense)
        A, B = self.read(v, wa), self.read(v, wb)
        if dual:
            # the vector op takes A and B; the math op X of word C as
            # IN_A.W, Y as IN_B.W and IN_C.W (L2142-L2154, L3002-L3008)
            mode = field(wc, 31, 1) << 1 | field(wc, 4, 1)
            cx = self.fetch(v, field(wc, 0, 2), field(wc, 5, 8), mode, field(wc, 29, 2),
                            [field(wc, 13, 3), field(wc, 16, 3)], field(wc, 25, 2),
                            field(wc, 3, 1))
            mop = field(wc, 21, 4) | field(wc, 2, 1) << 4
            res, m, p = vec_op(op, A, B, [0.0] * 4, v.pred)
            mres, mp = math_op(mop, cx[0], cx[1], cx[1])
            newp = p if p is not None else mp
            if allowed:
                if res is not None:
                    if vsat:
                        res = [sat(x) for x in res]
                    self.write(v, reg, off, mask & (m if m is not None else 15), res, False)
                if mres is not None:
                    if msat:
                        mres = [sat(x) for x in mres]
                    sel = field(wc, 27, 2)
                    v.atmp[field(wc, 19, 2)][sel] = mres[sel]
            if newp is not None:
                v.pred = newp
            return
        C = self.read(v, wc)
        if macro:
            res, m, p = vec_op({0: MAD, 1: MAD2X}.get(op, -1), A, B, C, v.pred)
            s = vsat
        elif is_math:
            res, p = math_op(op, A[3], B[3], C[3])
            m, s = None, msat
        else:
            res, m, p = vec_op(op, A, B, C, v.pred)
            s = vsat
        if res is not None and allowed:
            if s:
                res = [sat(x) for x in res]
            self.write(v, reg, off, mask & (m if m is not None else 15), res, reg == 3)
        if p is not None:
            v.pred = p

    def run(self, v):
        """From instruction 0 to the last, with the static flow control of
        docs/hw/r5xx-3d.md: after an instruction, the end of the inner-most
        loop (count down, step aL, back to RTN while iterations remain, the
        outer aL back when it ends), else the first slot whose ACT it is
        (JUMP: go to the target; LOOP: push, aL = INIT, go to RTN)."""
        last = len(self.code) - 1
        pc, stack = 0, []
        for _ in range(1 << 16):
            self.step(v, self.code[pc])
            nxt = pc + 1
            closed = None
            if stack and stack[-1][0] == pc:
                fr = stack[-1]
                fr[1] -= 1
                if fr[1] > 0:
                    v.al = max(-256, min(255, v.al + fr[3]))
                    pc = fr[2]
                    continue
                stack.pop()
                v.al = fr[4]
                closed = fr[5]
            for n, (op, act, cnt, lst, rtn, init, stp) in enumerate(self.flow):
                if act != pc or n == closed:
                    continue
                if op == 1:
                    nxt = cnt
                elif op == 2:
                    stack.append([lst, cnt, rtn, stp, v.al, n])
                    v.al = init
                    nxt = rtn
                break
            if pc == last and nxt == pc + 1:
                break
            pc = nxt
        return v
