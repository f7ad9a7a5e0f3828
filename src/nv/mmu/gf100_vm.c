/* GF100+ page-table walks (gf100_vm.h; docs/hw/gf100-host.md). */
#include "nv/mmu/gf100_vm.h"

static const char *const fault_names[] = {
        [GF100_VM_OK] = "OK",
        [GF100_VM_PDE] = "PDE",
        [GF100_VM_PTE] = "PTE",
        [GF100_VM_RO] = "RO",
        [GF100_VM_UNBOUND] = "UNBOUND_INSTANCE",
        [GF100_VM_VA_LIMIT] = "VA_LIMIT",
        [GF100_VM_PA] = "PA_LIMIT",
        [GF100_VM_APERTURE] = "APERTURE",
        [GF100_VM_BOTH] = "BOTH_PTES_VALID",
};

unsigned gf100_vm_fault_type(enum gf100_vm_fault f)
{
	static const unsigned types[] = {
	        [GF100_VM_OK] = 0,   [GF100_VM_PDE] = 0,        [GF100_VM_PTE] = 2,
	        [GF100_VM_RO] = 6,   [GF100_VM_UNBOUND] = 4,    [GF100_VM_VA_LIMIT] = 3,
	        [GF100_VM_PA] = 0xa, [GF100_VM_APERTURE] = 0xa, [GF100_VM_BOTH] = 0xe,
	};
	return (unsigned)f < sizeof(types) / sizeof(types[0]) ? types[f] : 0;
}

const char *gf100_vm_fault_name(enum gf100_vm_fault f)
{
	return (unsigned)f < sizeof(fault_names) / sizeof(fault_names[0]) ? fault_names[f] : "UNK";
}

struct sgpu_memspace *gf100_aper_mem(struct sgpu_device *dev, enum gf100_aperture a)
{
	switch (a) {
	case GF100_APER_VID: return sgpu_dev_mem(dev, SGPU_SPACE_VRAM);
	case GF100_APER_SYS_COH:
	case GF100_APER_SYS_NONCOH: return sgpu_dev_mem(dev, SGPU_SPACE_SYSMEM);
	default: return NULL;
	}
}

/* NV_RAMIN_PAGE_DIR_BASE_*: TARGET 1:0, VOL 2, USE_VER2_PT_FORMAT 10,
 * BIG_PAGE_SIZE 11, LO 31:12; word 129: HI. */
bool gf100_vmctx_decode(uint32_t w128, uint32_t w129, bool need_ver2, struct gf100_vmctx *ctx,
                        enum gf100_vm_fault *why)
{
	ctx->pdb_aper = (enum gf100_aperture)(w128 & 3);
	ctx->ver2 = w128 >> 10 & 1;
	ctx->big_shift = (w128 >> 11 & 1) ? 16 : 17;
	ctx->pdb = (uint64_t)w129 << 32 | (w128 & 0xfffff000u);
	ctx->tlb = NULL;
	if (ctx->pdb_aper == GF100_APER_INVALID ||
	    (need_ver2 && (!ctx->ver2 || ctx->big_shift != 16))) {
		*why = GF100_VM_UNBOUND;
		return false;
	}
	*why = GF100_VM_OK;
	return true;
}

static bool rd64(struct sgpu_device *dev, enum gf100_aperture a, uint64_t addr, uint64_t *v)
{
	struct sgpu_memspace *m = gf100_aper_mem(dev, a);
	uint32_t lo, hi;
	if (!m || !sgpu_memspace_rd32(m, addr, &lo) || !sgpu_memspace_rd32(m, addr + 4, &hi))
		return false;
	*v = (uint64_t)hi << 32 | lo;
	return true;
}

/* GF100 PTE (vmmgf100.c gf100_vmm_valid): VALID 0, PRIV 1, RO 2, address
 * bits 12-39 in bits 4-31, VOL 32, aperture 34:33, kind 43:36. */
static bool gf100_pte(uint64_t pte, unsigned shift, uint64_t va, struct gf100_vm_page *pg)
{
	if (!(pte & 1))
		return false;
	uint64_t base = (pte & 0xfffffff0u) << 8;
	pg->shift = shift;
	pg->pa = (base & ~((UINT64_C(1) << shift) - 1)) | (va & ((UINT64_C(1) << shift) - 1));
	pg->priv = pte >> 1 & 1;
	pg->ro = pte >> 2 & 1;
	pg->vol = pte >> 32 & 1;
	pg->aper = (enum gf100_aperture)(pte >> 33 & 3);
	pg->kind = (uint8_t)(pte >> 36);
	return true;
}

/* GF100 two-level walk: PDE at PDB + 8 * (va >> (big + 10)); PDE bits
 * 1:0 big-table aperture (0 = none), 31:4 its address >> 12; bits 33:32
 * small-table aperture, 63:36 its address >> 12 (gf100_vmm_pgd_pde). The
 * small table covers the PDE's range with 4 KiB pages, the big one with
 * 1024 big pages. Both PTEs valid is a fault, BOTH_PTES_VALID (nouveau
 * gk104_fifo_fault_reason 0x0e). */
static enum gf100_vm_fault walk_gf100(struct sgpu_device *dev, const struct gf100_vmctx *c,
                                      uint64_t va, struct gf100_vm_page *pg)
{
	if (va >> 40)
		return GF100_VM_VA_LIMIT;
	unsigned pde_shift = c->big_shift + 10;
	uint64_t pde;
	if (!rd64(dev, c->pdb_aper, c->pdb + 8 * (va >> pde_shift), &pde))
		return GF100_VM_PA;
	unsigned big_aper = pde & 3, small_aper = pde >> 32 & 3;
	if (!big_aper && !small_aper)
		return GF100_VM_PDE;
	uint64_t pte;
	struct gf100_vm_page small_pg, big_pg;
	bool small_ok = false, big_ok = false;
	if (small_aper) {
		uint64_t spt = (pde >> 32 & 0xfffffff0u) << 8;
		uint64_t i = va >> 12 & ((UINT64_C(1) << (pde_shift - 12)) - 1);
		/* PDE aperture 1 is video memory; PTE/PDB apertures count from 0 */
		if (!rd64(dev, (enum gf100_aperture)(small_aper == 1 ? 0 : small_aper), spt + 8 * i,
		          &pte))
			return GF100_VM_PA;
		small_ok = gf100_pte(pte, 12, va, &small_pg);
	}
	if (big_aper) {
		uint64_t lpt = (pde & 0xfffffff0u) << 8;
		uint64_t i = va >> c->big_shift & 0x3ff;
		if (!rd64(dev, (enum gf100_aperture)(big_aper == 1 ? 0 : big_aper), lpt + 8 * i,
		          &pte))
			return GF100_VM_PA;
		big_ok = gf100_pte(pte, c->big_shift, va, &big_pg);
	}
	if (small_ok && big_ok)
		return GF100_VM_BOTH;
	if (!small_ok && !big_ok)
		return GF100_VM_PTE;
	*pg = small_ok ? small_pg : big_pg;
	return GF100_VM_OK;
}

/* VER2 address of a PDE or PTE: bits 53:8 (system) or 32:8 (video) hold
 * the address >> 12 (dev_mmu NV_MMU_VER2_*_ADDRESS_SYS/_VID). */
static uint64_t ver2_addr(uint64_t e, unsigned aper_vid)
{
	uint64_t a = e >> 8 & (aper_vid ? (UINT64_C(1) << 25) - 1 : (UINT64_C(1) << 46) - 1);
	return a << 12;
}

/* VER2 PTE: VALID 0, APERTURE 2:1, VOL 3, PRIVILEGE 5, READ_ONLY 6,
 * address from bit 8, KIND 63:56. */
static bool ver2_pte(uint64_t pte, unsigned shift, uint64_t va, struct gf100_vm_page *pg)
{
	if (!(pte & 1))
		return false;
	pg->aper = (enum gf100_aperture)(pte >> 1 & 3);
	uint64_t base = ver2_addr(pte, pg->aper == GF100_APER_VID);
	pg->shift = shift;
	pg->pa = (base & ~((UINT64_C(1) << shift) - 1)) | (va & ((UINT64_C(1) << shift) - 1));
	pg->vol = pte >> 3 & 1;
	pg->priv = pte >> 5 & 1;
	pg->ro = pte >> 6 & 1;
	pg->kind = (uint8_t)(pte >> 56);
	return true;
}

/* PDE aperture (NV_MMU_VER2_PDE_APERTURE): 0 invalid, 1 video, 2/3 system. */
static enum gf100_aperture pde_aper(unsigned a)
{
	return a == 1 ? GF100_APER_VID : (enum gf100_aperture)a;
}

/* VER2: PD3 (va 48:47), PD2 (46:38), PD1 (37:29) of 8-byte PDEs, PD0
 * (28:21) of 16-byte dual PDEs (big in the low half, small in the high),
 * then 512 small PTEs (20:12) or 32 big ones (20:16). A PD0 entry with
 * IS_PTE set maps a 2 MiB page (nouveau vmmgp100.c gp100_vmm_desc_*). */
static enum gf100_vm_fault walk_ver2(struct sgpu_device *dev, const struct gf100_vmctx *c,
                                     uint64_t va, struct gf100_vm_page *pg)
{
	if (va >> 49)
		return GF100_VM_VA_LIMIT;
	static const unsigned shifts[3] = {47, 38, 29};
	static const uint64_t masks[3] = {3, 0x1ff, 0x1ff};
	enum gf100_aperture aper = c->pdb_aper;
	uint64_t table = c->pdb, e;
	for (unsigned l = 0; l < 3; l++) {
		if (!rd64(dev, aper, table + 8 * (va >> shifts[l] & masks[l]), &e))
			return GF100_VM_PA;
		if ((e & 1) || !(e >> 1 & 3)) /* IS_PTE above PD0: not modelled */
			return GF100_VM_PDE;
		aper = pde_aper(e >> 1 & 3);
		table = ver2_addr(e, aper == GF100_APER_VID);
	}
	uint64_t big, small;
	uint64_t at = table + 16 * (va >> 21 & 0xff);
	if (!rd64(dev, aper, at, &big) || !rd64(dev, aper, at + 8, &small))
		return GF100_VM_PA;
	if (big & 1)
		return ver2_pte(big, 21, va, pg) ? GF100_VM_OK : GF100_VM_PTE;
	if (!(big >> 1 & 3) && !(small >> 1 & 3))
		return GF100_VM_PDE;
	uint64_t pte;
	if (small >> 1 & 3) {
		enum gf100_aperture a = pde_aper(small >> 1 & 3);
		if (!rd64(dev, a, ver2_addr(small, a == GF100_APER_VID) + 8 * (va >> 12 & 0x1ff),
		          &pte))
			return GF100_VM_PA;
		if (ver2_pte(pte, 12, va, pg))
			return GF100_VM_OK;
	}
	if (big >> 1 & 3) {
		enum gf100_aperture a = pde_aper(big >> 1 & 3);
		if (!rd64(dev, a, ver2_addr(big, a == GF100_APER_VID) + 8 * (va >> 16 & 0x1f),
		          &pte))
			return GF100_VM_PA;
		if (ver2_pte(pte, 16, va, pg))
			return GF100_VM_OK;
	}
	return GF100_VM_PTE;
}

void gf100_tlb_flush(struct gf100_tlb *t, bool all, uint64_t pdb)
{
	for (unsigned i = 0; i < GF100_TLB_ENTRIES; i++)
		if (all || t->e[i].ctx.pdb == pdb)
			t->e[i].valid = false;
	t->gen++;
}

static bool same_ctx(const struct gf100_vmctx *a, const struct gf100_vmctx *b)
{
	return a->ver2 == b->ver2 && a->big_shift == b->big_shift && a->pdb_aper == b->pdb_aper &&
	       a->pdb == b->pdb;
}

bool gf100_vm_translate(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                        bool write, struct gf100_vm_page *pg, enum gf100_vm_fault *why)
{
	struct gf100_tlb *t = ctx->tlb ? ctx->tlb : gf100_pfb_tlb(dev);
	uint64_t vpn = va >> 12;
	struct gf100_tlb_entry *e = t ? &t->e[(vpn ^ ctx->pdb >> 12) % GF100_TLB_ENTRIES] : NULL;
	enum gf100_vm_fault f;
	if (e && e->valid && e->vpn == vpn && !(va >> 49) && same_ctx(&e->ctx, ctx)) {
		*pg = e->pg;
		pg->pa |= va & 0xfff;
		f = GF100_VM_OK;
	} else {
		f = ctx->ver2 ? walk_ver2(dev, ctx, va, pg) : walk_gf100(dev, ctx, va, pg);
		if (f == GF100_VM_OK && e) {
			e->valid = true;
			e->ctx = *ctx;
			e->vpn = vpn;
			e->pg = *pg;
			e->pg.pa &= ~UINT64_C(0xfff);
			t->gen++;
		}
	}
	if (f == GF100_VM_OK && write && pg->ro)
		f = GF100_VM_RO;
	if (f == GF100_VM_OK && !gf100_aper_mem(dev, pg->aper))
		f = GF100_VM_APERTURE;
	*why = f;
	return f == GF100_VM_OK;
}

bool gf100_vm_pin_page(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                       struct gf100_vm_pin *pin)
{
	struct gf100_vm_page pg;
	enum gf100_vm_fault why;
	pin->p = NULL;
	pin->tlb = ctx->tlb ? ctx->tlb : gf100_pfb_tlb(dev);
	if (!pin->tlb || !gf100_vm_translate(dev, ctx, va, false, &pg, &why))
		return false;
	struct sgpu_memspace *m = gf100_aper_mem(dev, pg.aper);
	pin->p = m ? sgpu_memspace_ptr(m, pg.pa & ~UINT64_C(0xfff), 0x1000) : NULL;
	pin->gen = pin->tlb->gen;
	pin->vpn = va >> 12;
	return pin->p != NULL;
}

/* The accesses: every page translated and range-checked first. */
static bool vm_access(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                      uint8_t *rbuf, const uint8_t *wbuf, size_t len, enum gf100_vm_fault *why,
                      uint64_t *fault_va)
{
	for (int pass = 0; pass < 2; pass++) {
		size_t done = 0;
		while (done < len) {
			uint64_t at = va + done;
			struct gf100_vm_page pg;
			if (!gf100_vm_translate(dev, ctx, at, wbuf != NULL, &pg, why)) {
				*fault_va = at;
				return false;
			}
			uint64_t in_page =
			        (UINT64_C(1) << pg.shift) - (at & ((UINT64_C(1) << pg.shift) - 1));
			size_t n = len - done < in_page ? len - done : (size_t)in_page;
			struct sgpu_memspace *m = gf100_aper_mem(dev, pg.aper);
			if (!sgpu_mem_range_ok(m, pg.pa, n)) {
				*why = GF100_VM_PA;
				*fault_va = at;
				return false;
			}
			if (pass == 1) {
				if (rbuf)
					sgpu_memspace_read(m, pg.pa, rbuf + done, n);
				else
					sgpu_memspace_write(m, pg.pa, wbuf + done, n);
			}
			done += n;
		}
	}
	*why = GF100_VM_OK;
	return true;
}

bool gf100_vm_read(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va, void *buf,
                   size_t len, enum gf100_vm_fault *why, uint64_t *fault_va)
{
	return vm_access(dev, ctx, va, buf, NULL, len, why, fault_va);
}

bool gf100_vm_write(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                    const void *buf, size_t len, enum gf100_vm_fault *why, uint64_t *fault_va)
{
	return vm_access(dev, ctx, va, NULL, buf, len, why, fault_va);
}
