/* Tesla VM (src/nv/mmu/vm.h) on the null chip's memory: channel
 * descriptors, DMA objects, page tables, every fault, the access helpers,
 * and the PFB unit's TLB flush and VM_FAULT trap. */
#include <stdlib.h>

#include "harness.h"
#include "nv/mmu/priv.h"
#include "softgpu/softgpu.h"

/* ------------------------------------------------------------------ fixture */

#define CHAN 0x10000u   /* channel structure in VRAM */
#define PT 0x200000u    /* page tables */
#define PAGES 0x400000u /* mapped pages */

struct fx {
	sgpu_device *dev;
	struct g80_vm vm;
	uint32_t chan; /* descriptor */
};

static bool fx_init(struct fx *f, const struct g80_vm_gen *gen, bool inclusive)
{
	f->dev = NULL;
	if (sgpu_device_create("null", NULL, &f->dev) != SGPU_OK)
		return false;
	g80_vm_init(&f->vm, (struct sgpu_device *)f->dev, gen, inclusive);
	f->chan = G80_CHAN_DESC(CHAN, G80_TARGET_VRAM);
	return true;
}

static void wr32(struct fx *f, sgpu_space sp, uint64_t a, uint32_t v)
{
	uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
	sgpu_mem_write(f->dev, sp, a, b, 4);
}

static uint32_t rd32(struct fx *f, sgpu_space sp, uint64_t a)
{
	uint8_t b[4] = {0};
	sgpu_mem_read(f->dev, sp, a, b, 4);
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void put_dmaobj(struct fx *f, const struct g80_dmaobj *o)
{
	uint32_t w[6];
	g80_dmaobj_encode(o, w);
	for (int i = 0; i < 6; i++)
		wr32(f, SGPU_SPACE_VRAM, CHAN + (uint64_t)o->selector * 16 + 4u * i, w[i]);
}

static void put_pde(struct fx *f, unsigned idx, uint32_t w0, uint32_t w1)
{
	uint64_t a = CHAN + f->vm.gen->pd_offset + idx * 8u;
	wr32(f, SGPU_SPACE_VRAM, a, w0);
	wr32(f, SGPU_SPACE_VRAM, a + 4, w1);
}

static void put_pte(struct fx *f, uint64_t pt, uint64_t idx, uint32_t lo, uint32_t hi)
{
	wr32(f, SGPU_SPACE_VRAM, pt + idx * 8, lo);
	wr32(f, SGPU_SPACE_VRAM, pt + idx * 8 + 4, hi);
}

/* A paged object covering the whole 40-bit space with every attribute
 * from the PTEs, at selector 0x100. (Objects are 0x18 bytes at 0x10-byte
 * selector steps: selector 0x101 overlaps it, so no test uses both.) */
static const struct g80_dmaobj paged_obj = {.selector = 0x100,
                                            .cls = 0x3d,
                                            .target = G80_DMA_TARGET_VM,
                                            .storage_type = 0x7f,
                                            .comp = 3,
                                            .limit = G80_ADDR_MASK,
                                            .encrypt = 2};

static const struct g80_access_pair {
	struct g80_vm_access rd, wr;
} user = {{G80_VM_ENGINE_PGRAPH, G80_VM_CLIENT_DISPATCH, 5, false, false},
          {G80_VM_ENGINE_PGRAPH, G80_VM_CLIENT_DISPATCH, 5, true, false}};

/* ------------------------------------------------------------------ channels, DMA objects */

SGPU_TEST(channel_descriptor)
{
	struct g80_chan c;
	SGPU_ASSERT(g80_chan_decode(0x20000123u, &c));
	SGPU_ASSERT_EQ(c.addr, 0x123000);
	SGPU_ASSERT_EQ(c.target, G80_TARGET_SYSRAM_SNOOP);
	SGPU_ASSERT(g80_chan_decode(0xcfffffffu, &c)); /* bits 30-31 ignored */
	SGPU_ASSERT_EQ(c.addr, UINT64_C(0xfffffff000));
	SGPU_ASSERT_EQ(c.target, G80_TARGET_VRAM);
	SGPU_ASSERT(!g80_chan_decode(0x10000001u, &c));
	SGPU_ASSERT_EQ(G80_CHAN_DESC(UINT64_C(0x12345678000), G80_TARGET_SYSRAM_NOSNOOP),
	               0x32345678u);
}

SGPU_TEST(generation_tables)
{
	SGPU_ASSERT_EQ(g80_vm_gen_g80.pd_offset, 0x1400);
	SGPU_ASSERT_EQ(g80_vm_gen_g80.ramfc_size, 0x200);
	SGPU_ASSERT_EQ(g80_vm_gen_g80.cache_offset, 0x400);
	SGPU_ASSERT_EQ(g80_vm_gen_g80.engctx_offset, 0x200);
	SGPU_ASSERT_EQ(g80_vm_gen_g80.engctx_selector[G80_VM_ENGINE_PGRAPH], 0x20);
	SGPU_ASSERT_EQ(g80_vm_gen_g80.engctx_selector[G80_VM_ENGINE_PMPEG], 0x26);
	SGPU_ASSERT_EQ(g84_vm_gen_g84.pd_offset, 0x200);
	SGPU_ASSERT_EQ(g84_vm_gen_g84.ramfc_size, 0);
	SGPU_ASSERT_EQ(g84_vm_gen_g84.engctx_selector[G80_VM_ENGINE_PGRAPH], 0x02);
	SGPU_ASSERT_EQ(g84_vm_gen_g84.engctx_selector[G80_VM_ENGINE_PCOPY], 0);
	SGPU_ASSERT_EQ(gt215_vm_gen_gt215.engctx_selector[G80_VM_ENGINE_PCOPY], 0x0c);
	SGPU_ASSERT(!g84_vm_gen_g84.medium_pages && gt215_vm_gen_gt215.medium_pages);
	SGPU_ASSERT(!g80_vm_gen_g80.encryption && g84_vm_gen_g84.encryption);
}

SGPU_TEST(dmaobj_fields)
{
	/* class 0x3d, VRAM, RW, user+supervisor, storage 0x7f, comp 3. */
	uint32_t w[6] = {0x7fd9003du, 0x89abcdefu, 0x01234567u,
	                 0xa50000c3u, 0x0abc0123u, 0x000f1234u};
	struct g80_dmaobj o;
	g80_dmaobj_decode(&g84_vm_gen_g84, 0x42, w, &o);
	SGPU_ASSERT_EQ(o.selector, 0x42);
	SGPU_ASSERT_EQ(o.cls, 0x3d);
	SGPU_ASSERT_EQ(o.target, G80_DMA_TARGET_VRAM);
	SGPU_ASSERT_EQ(o.ro, 2);
	SGPU_ASSERT_EQ(o.su, 1);
	SGPU_ASSERT_EQ(o.storage_type, 0x7f);
	SGPU_ASSERT_EQ(o.comp, 3);
	SGPU_ASSERT(!o.supervisor);
	SGPU_ASSERT_EQ(o.limit, UINT64_C(0xa589abcdef));
	SGPU_ASSERT_EQ(o.base, UINT64_C(0xc301234567));
	SGPU_ASSERT_EQ(o.tag_base, 0x123);
	SGPU_ASSERT_EQ(o.tag_limit, 0xabc);
	SGPU_ASSERT_EQ(o.comp_base, 0x12340000);
	SGPU_ASSERT_EQ(o.part_cycle, 3);
	SGPU_ASSERT_EQ(o.encrypt, 3);
	/* G80 has no encryption field. */
	g80_dmaobj_decode(&g80_vm_gen_g80, 0x42, w, &o);
	SGPU_ASSERT_EQ(o.encrypt, 0);
}

SGPU_TEST(dmaobj_encode_round_trip)
{
	uint32_t seed = 12345;
	for (int i = 0; i < 1000; i++) {
		uint32_t w[6], back[6];
		for (int k = 0; k < 6; k++) {
			seed = seed * 1103515245u + 12345u;
			w[k] = seed ^ (seed >> 13) * 2654435761u;
		}
		struct g80_dmaobj o;
		g80_dmaobj_decode(&g84_vm_gen_g84, 1, w, &o);
		g80_dmaobj_encode(&o, back);
		/* w3 bits 8-23, w4 12-15 and 28-31, w5 20-31 are not fields. */
		static const uint32_t mask[6] = {~0u,         ~0u,         ~0u,
		                                 0xff0000ffu, 0x0fff0fffu, 0x000fffffu};
		for (int k = 0; k < 6; k++)
			SGPU_ASSERT_MSG((w[k] & mask[k]) == back[k], "seed %d word %d", i, k);
	}
}

SGPU_TEST(null_dmaobj_and_no_channel)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	struct g80_dmaobj o;
	struct g80_vm_fault flt;
	SGPU_ASSERT(!g80_dmaobj_load(&f.vm, f.chan, 0, &user.rd, &o, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NULL_DMAOBJ);
	uint32_t v;
	SGPU_ASSERT(!g80_vm_dma_rd32(&f.vm, f.chan, 0, 0x1234, &v, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NULL_DMAOBJ);
	SGPU_ASSERT_EQ(flt.addr, 0x1234);
	SGPU_ASSERT_EQ(flt.access.client, G80_VM_CLIENT_DISPATCH);
	/* Target 1 in the descriptor. */
	SGPU_ASSERT(!g80_dmaobj_load(&f.vm, 0x10000010u, 5, &user.rd, &o, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NO_CHANNEL);
	SGPU_ASSERT_EQ(flt.chan, 0x10000010u);
	/* A channel past the end of VRAM. */
	SGPU_ASSERT(!g80_dmaobj_load(&f.vm, G80_CHAN_DESC(0x7f000000, 0), 5, &user.rd, &o, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_VRAM_LIMIT);
	SGPU_ASSERT_EQ(flt.addr, 0x7f000050);
	/* And in SYSRAM. */
	SGPU_ASSERT(!g80_dmaobj_load(&f.vm, G80_CHAN_DESC(0x7f000000, 2), 5, &user.rd, &o, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_SYSRAM_LIMIT);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(dmaobj_in_sysram_channel)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	uint32_t chan = G80_CHAN_DESC(0x8000, G80_TARGET_SYSRAM_NOSNOOP);
	struct g80_dmaobj o = {.selector = 0x30,
	                       .target = G80_DMA_TARGET_SYSRAM_SNOOP,
	                       .ro = 2,
	                       .su = 1,
	                       .base = 0x1000,
	                       .limit = 0x1fff};
	uint32_t w[6];
	g80_dmaobj_encode(&o, w);
	for (int i = 0; i < 6; i++)
		wr32(&f, SGPU_SPACE_SYSMEM, 0x8000 + 0x300 + 4u * i, w[i]);
	wr32(&f, SGPU_SPACE_SYSMEM, 0x1010, 0xcafe);
	uint32_t v = 0;
	struct g80_vm_fault flt;
	SGPU_ASSERT(g80_vm_dma_rd32(&f.vm, chan, 0x30, 0x10, &v, &user.rd, &flt));
	SGPU_ASSERT_EQ(v, 0xcafe);
	sgpu_device_destroy(f.dev);
}

/* ------------------------------------------------------------------ limits */

static void limit_case(bool inclusive)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, inclusive));
	/* limit = the last byte, as nouveau programs it */
	struct g80_dmaobj o = {.selector = 0x101,
	                       .target = G80_DMA_TARGET_VRAM,
	                       .ro = 2,
	                       .su = 1,
	                       .base = 0x100000,
	                       .limit = 0x101fff};
	put_dmaobj(&f, &o);
	struct g80_vm_fault flt;
	uint8_t b[4];
	SGPU_ASSERT(g80_vm_dma_read(&f.vm, f.chan, 0x101, 0x1ffe, b, 1, &user.rd, &flt));
	bool last = g80_vm_dma_read(&f.vm, f.chan, 0x101, 0x1fff, b, 1, &user.rd, &flt);
	SGPU_ASSERT_EQ(last, inclusive);
	if (!inclusive) {
		SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_DMAOBJ_LIMIT);
		SGPU_ASSERT_EQ(flt.addr, 0x101fff);
		SGPU_ASSERT_EQ(flt.selector, 0x101);
	}
	SGPU_ASSERT(!g80_vm_dma_read(&f.vm, f.chan, 0x101, 0x2000, b, 1, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_DMAOBJ_LIMIT);
	/* A word straddling the limit faults as a whole. */
	SGPU_ASSERT(!g80_vm_dma_read(&f.vm, f.chan, 0x101, 0x1ffe, b, 4, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_DMAOBJ_LIMIT);
	/* Offsets past 40 bits never wrap into range. */
	SGPU_ASSERT(
	        !g80_vm_dma_read(&f.vm, f.chan, 0x101, UINT64_C(1) << 40, b, 1, &user.rd, &flt));
	SGPU_ASSERT(!g80_vm_dma_read(&f.vm, f.chan, 0x101, UINT64_MAX, b, 1, &user.rd, &flt));
	/* limit 0: exclusive allows nothing, inclusive one byte at base 0 */
	o.base = 0;
	o.limit = 0;
	put_dmaobj(&f, &o);
	SGPU_ASSERT_EQ(g80_vm_dma_read(&f.vm, f.chan, 0x101, 0, b, 1, &user.rd, &flt), inclusive);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(limit_exclusive_as_the_seed_says)
{
	limit_case(false);
}

SGPU_TEST(limit_inclusive_as_drivers_program)
{
	limit_case(true);
}

/* ------------------------------------------------------------------ unpaged objects */

SGPU_TEST(unpaged_attributes)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g84_vm_gen_g84, true));
	struct g80_dmaobj o = {.selector = 0x101,
	                       .target = G80_DMA_TARGET_VRAM,
	                       .storage_type = 0x7f,
	                       .comp = 3,
	                       .base = 0x100000,
	                       .limit = 0x1fffff,
	                       .encrypt = 2};
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	/* "From the PTE" values have no PTE: the plain choice. */
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x100010);
	SGPU_ASSERT_EQ(x.target, G80_TARGET_VRAM);
	SGPU_ASSERT(!x.read_only && !x.supervisor_only && !x.long_cycle && !x.encrypted);
	SGPU_ASSERT_EQ(x.storage_type, 0);
	SGPU_ASSERT_EQ(x.comp, 0);
	SGPU_ASSERT_EQ(x.span, 0x1fffff - 0x100010 + 1);
	/* Explicit values. */
	o.target = G80_DMA_TARGET_SYSRAM_NOSNOOP;
	o.storage_type = 0x70;
	o.part_cycle = 2;
	o.encrypt = 1;
	o.su = 2;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10, &user.rd, &x, &flt) == false);
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_SUPERVISOR_ONLY);
	struct g80_vm_access sup = user.rd;
	sup.supervisor = true;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10, &sup, &x, &flt));
	SGPU_ASSERT_EQ(x.target, G80_TARGET_SYSRAM_NOSNOOP);
	SGPU_ASSERT_EQ(x.storage_type, 0x70);
	SGPU_ASSERT(x.long_cycle && x.encrypted && x.supervisor_only);
	/* Read-only objects refuse writes. */
	o.ro = 1;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10, &sup, &x, &flt));
	sup.write = true;
	SGPU_ASSERT(!g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10, &sup, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_READ_ONLY);
	SGPU_ASSERT_EQ(flt.addr, 0x100010);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(unpaged_compression_tags)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	struct g80_dmaobj o = {.selector = 0x101,
	                       .target = G80_DMA_TARGET_VRAM,
	                       .comp = 1,
	                       .comp_base = 0x10000,
	                       .tag_base = 5,
	                       .tag_limit = 7,
	                       .limit = 0xffffff};
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x32000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 1);
	SGPU_ASSERT_EQ(x.tag, 7);
	SGPU_ASSERT_EQ(x.span, 0x40000 - 0x32000); /* the next 64 KiB has tag 8 */
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x42000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 0); /* tag 8 > limit 7 */
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x8000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 0); /* below the compression base */
	o.comp = 2;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 2);
	SGPU_ASSERT_EQ(x.tag, 5);
	/* Compression is VRAM only. */
	o.target = G80_DMA_TARGET_SYSRAM_SNOOP;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x10000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 0);
	sgpu_device_destroy(f.dev);
}

/* ------------------------------------------------------------------ page tables */

static void paged_setup(struct fx *f)
{
	put_dmaobj(f, &paged_obj);
}

static bool xlat(struct fx *f, uint64_t va, const struct g80_vm_access *acc, struct g80_vm_xlat *x,
                 struct g80_vm_fault *flt)
{
	return g80_dmaobj_translate(&f->vm, f->chan, &paged_obj, va, acc, x, flt);
}

static void small_pages_on(const struct g80_vm_gen *gen)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, gen, true));
	paged_setup(&f);
	/* VA 0x12345678: PDE 0, small-page index 0x12345 (seed-derived T14). */
	put_pde(&f, 0, PT | 0x3, 0);
	put_pte(&f, PT, 0x12345, 0x00300000u | 1 | 1u << 3 | 2u << 4 | 1u << 6,
	        0x00u | 0x70u << 8 | 1u << 15 | 0x123u << 17 | 1u << 29 | 1u << 30);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	struct g80_vm_access sup = user.rd;
	sup.supervisor = true;
	SGPU_ASSERT(xlat(&f, 0x12345678, &sup, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x300678);
	SGPU_ASSERT_EQ(x.target, G80_TARGET_SYSRAM_SNOOP);
	SGPU_ASSERT(x.read_only && x.supervisor_only && x.long_cycle);
	SGPU_ASSERT_EQ(x.storage_type, 0x70);
	SGPU_ASSERT_EQ(x.comp, 0); /* SINGLE in the PTE, but SYSRAM */
	SGPU_ASSERT_EQ(x.tag, 0x123);
	SGPU_ASSERT_EQ(x.encrypted, gen->encryption);
	SGPU_ASSERT_EQ(x.page_size, 0x1000);
	SGPU_ASSERT_EQ(x.span, 0x1000 - 0x678);
	/* The walk alone reports the PTE's compression. */
	SGPU_ASSERT(g80_vm_walk(&f.vm, f.chan, 0x12345678, &sup, &x, &flt));
	SGPU_ASSERT_EQ(x.comp, 1);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(small_pages_g80)
{
	small_pages_on(&g80_vm_gen_g80);
}

SGPU_TEST(small_pages_g84)
{
	small_pages_on(&g84_vm_gen_g84);
}

SGPU_TEST(pde_index_and_table_address)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	/* PDE 0x7ff (the last 512 MiB of the 40-bit space), table in SYSRAM
	 * with bits 32-39 set in w1... of a SYSRAM address we cannot hold:
	 * BAD table reads fault as SYSRAM_LIMIT. */
	put_pde(&f, 0x7ff, 0x8000 | 2u << 2 | 1, 0x01);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(!xlat(&f, UINT64_C(0xffe0000000), &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_SYSRAM_LIMIT);
	SGPU_ASSERT_EQ(flt.addr, UINT64_C(0x0100008000));
	/* Same table in reach: large pages, index 0x1fff is the last. */
	put_pde(&f, 0x7ff, 0x8000 | 2u << 2 | 1, 0);
	wr32(&f, SGPU_SPACE_SYSMEM, 0x8000 + 0x1fff * 8, 0x00050000u | 1);
	wr32(&f, SGPU_SPACE_SYSMEM, 0x8000 + 0x1fff * 8 + 4, 0);
	SGPU_ASSERT(xlat(&f, UINT64_C(0xfffffffffe), &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x5fffe);
	SGPU_ASSERT_EQ(x.page_size, 0x10000);
	/* PDE 1 covers 0x20000000-0x3fffffff. */
	put_pde(&f, 1, PT | 3, 0);
	put_pte(&f, PT, 0, 0x7000 | 1, 0);
	SGPU_ASSERT(xlat(&f, 0x20000004, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x7004);
	/* Table target 1. */
	put_pde(&f, 1, PT | 1u << 2 | 3, 0);
	SGPU_ASSERT(!xlat(&f, 0x20000004, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_BAD_TARGET);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(large_pages_ignore_low_address_bits)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 1 | 3u << 5 /* size bits: ignored for large pages */, 0);
	/* VA 0x12345678: large-page index 0x1234. */
	put_pte(&f, PT, 0x1234, 0x0034f000u | 1, 0);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(xlat(&f, 0x12345678, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x345678);
	SGPU_ASSERT_EQ(x.span, 0x10000 - 0x5678);
	SGPU_ASSERT(xlat(&f, 0x1ffffff8, &user.rd, &x, &flt) == false);
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_NOT_PRESENT);
	SGPU_ASSERT_EQ(flt.addr, 0x1ffffff8);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(medium_pages_gt215_only)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &gt215_vm_gen_gt215, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 2, 0);
	/* VA 0x12345678: medium-page index 0x48d1, offset 0x1678. */
	put_pte(&f, PT, 0x48d1, 0x00343000u | 1, 0);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(xlat(&f, 0x12345678, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x341678);
	SGPU_ASSERT_EQ(x.page_size, 0x4000);
	sgpu_device_destroy(f.dev);
	/* Before GT215 type 2 is not a page table. */
	SGPU_ASSERT(fx_init(&f, &g84_vm_gen_g84, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 2, 0);
	put_pte(&f, PT, 0x48d1, 0x00343000u | 1, 0);
	SGPU_ASSERT(!xlat(&f, 0x12345678, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PT_NOT_PRESENT);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(page_table_not_present_and_too_short)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(!xlat(&f, 0x1000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PT_NOT_PRESENT);
	static const uint32_t entries[4] = {0x20000, 0x8000, 0x4000, 0x2000};
	for (unsigned sz = 0; sz < 4; sz++) {
		put_pde(&f, 0, PT | 3 | sz << 5, 0);
		uint64_t last = entries[sz] - 1;
		put_pte(&f, PT, last, 0x5000 | 1, 0);
		SGPU_ASSERT(xlat(&f, last << 12 | 0x10, &user.rd, &x, &flt));
		SGPU_ASSERT_EQ(x.linear, 0x5010);
		if (sz) {
			put_pte(&f, PT, last + 1, 0x5000 | 1, 0); /* present, but past the limit */
			SGPU_ASSERT(!xlat(&f, (last + 1) << 12, &user.rd, &x, &flt));
			SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PT_TOO_SHORT);
			SGPU_ASSERT_EQ(flt.addr, (last + 1) << 12);
		}
	}
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(contig_blocks)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 3, 0);
	/* Pages 8-15: one order-3 block starting at linear 0x345000 (not
	 * block-aligned), every PTE identical. */
	for (unsigned i = 8; i < 16; i++)
		put_pte(&f, PT, i, 0x345000u | 1 | 3u << 7, 0x70u << 8 | 1u << 15 | 10u << 17);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	for (unsigned i = 8; i < 16; i++) {
		SGPU_ASSERT(xlat(&f, (uint64_t)i << 12 | 0x24, &user.rd, &x, &flt));
		SGPU_ASSERT_EQ(x.linear, 0x345000 + (i - 8) * 0x1000u + 0x24);
		SGPU_ASSERT_EQ(x.contig_order, 3);
		SGPU_ASSERT_EQ(x.tag, 10); /* 8 small pages: one 64 KiB tag cell */
	}
	/* Large pages, order 2: tags advance with the 64 KiB pages. */
	put_pde(&f, 1, (PT + 0x10000) | 1, 0);
	for (unsigned i = 4; i < 8; i++)
		put_pte(&f, PT + 0x10000, i, 0x00500000u | 1 | 2u << 7, 1u << 15 | 10u << 17);
	SGPU_ASSERT(xlat(&f, 0x20000000 + 7 * 0x10000 + 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x500000 + 3 * 0x10000 + 0x10);
	SGPU_ASSERT_EQ(x.tag, 13);
	SGPU_ASSERT_EQ(x.comp, 1);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(access_rights_and_overrides)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g84_vm_gen_g84, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 3, 0);
	put_pte(&f, PT, 1, 0x5000 | 1 | 1u << 3, 0); /* read-only */
	put_pte(&f, PT, 2, 0x6000 | 1 | 1u << 6, 0); /* supervisor-only */
	put_pte(&f, PT, 3, 0x7000 | 1, 0x11u << 8 | 2u << 15 | 0x55u << 17 | 1u << 30);
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	SGPU_ASSERT(xlat(&f, 0x1000, &user.rd, &x, &flt));
	SGPU_ASSERT(!xlat(&f, 0x1000, &user.wr, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_READ_ONLY);
	SGPU_ASSERT(!xlat(&f, 0x2000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_SUPERVISOR_ONLY);
	struct g80_vm_access sup = user.wr;
	sup.supervisor = true;
	SGPU_ASSERT(xlat(&f, 0x2000, &sup, &x, &flt));
	/* g80_vm_translate checks too; g80_vm_walk does not. */
	SGPU_ASSERT(!g80_vm_translate(&f.vm, f.chan, 0x1000, &user.wr, &x, &flt));
	SGPU_ASSERT(g80_vm_walk(&f.vm, f.chan, 0x1000, &user.wr, &x, &flt));

	/* Object overrides. */
	struct g80_dmaobj o = paged_obj;
	o.ro = 2; /* read-write wins over the PTE */
	o.su = 1; /* user+supervisor wins too */
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x1000, &user.wr, &x, &flt));
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x2000, &user.wr, &x, &flt));
	o.ro = 1;
	SGPU_ASSERT(!g80_dmaobj_translate(&f.vm, f.chan, &o, 0x3000, &user.wr, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_READ_ONLY);
	o.su = 2;
	SGPU_ASSERT(!g80_dmaobj_translate(&f.vm, f.chan, &o, 0x3000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_SUPERVISOR_ONLY);
	/* Attributes: PTE values with "from PTE" fields, then overridden. */
	SGPU_ASSERT(xlat(&f, 0x3000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.storage_type, 0x11);
	SGPU_ASSERT_EQ(x.comp, 2);
	SGPU_ASSERT_EQ(x.tag, 0x55);
	SGPU_ASSERT(x.encrypted && !x.long_cycle);
	o = paged_obj;
	o.storage_type = 0x22;
	o.comp = 0;
	o.part_cycle = 2;
	o.encrypt = 0;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0x3000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.storage_type, 0x22);
	SGPU_ASSERT_EQ(x.comp, 0);
	SGPU_ASSERT(!x.encrypted && x.long_cycle);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(targets_and_linear_width)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 3, 0);
	/* VRAM ignores linear bits 32-39. */
	put_pte(&f, PT, 1, 0x00300000u | 1, 0x12);
	put_pte(&f, PT, 2, 0x00300000u | 1 | 3u << 4, 0);    /* SYSRAM_NOSNOOP */
	put_pte(&f, PT, 3, 0x00300000u | 1 | 1u << 4, 0);    /* target 1 */
	put_pte(&f, PT, 4, 0xff000000u | 1, 0);              /* past VRAM */
	put_pte(&f, PT, 5, 0x00300000u | 1 | 2u << 4, 0x12); /* SYSRAM bit 32+ */
	wr32(&f, SGPU_SPACE_VRAM, 0x300000, 0x11111111);
	wr32(&f, SGPU_SPACE_SYSMEM, 0x300000 & 0xfffff, 0);
	uint8_t b[4];
	struct g80_vm_fault flt;
	struct g80_vm_xlat x;
	SGPU_ASSERT(xlat(&f, 0x1000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0x300000);
	SGPU_ASSERT(g80_vm_obj_read(&f.vm, f.chan, &paged_obj, 0x1000, b, 4, &user.rd, &flt));
	SGPU_ASSERT_EQ(b[0], 0x11);
	/* SYSRAM 0x300000 is past the null chip's 1 MiB of system memory. */
	SGPU_ASSERT(!g80_vm_obj_read(&f.vm, f.chan, &paged_obj, 0x2000, b, 4, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_SYSRAM_LIMIT);
	SGPU_ASSERT_EQ(flt.addr, 0x300000);
	SGPU_ASSERT(!g80_vm_obj_read(&f.vm, f.chan, &paged_obj, 0x3000, b, 4, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_BAD_TARGET);
	SGPU_ASSERT(!g80_vm_obj_read(&f.vm, f.chan, &paged_obj, 0x4000, b, 4, &user.rd, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_VRAM_LIMIT);
	SGPU_ASSERT(xlat(&f, 0x5000, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, UINT64_C(0x1200300000));
	/* Linear accessors directly. */
	enum g80_vm_fault_reason why;
	uint32_t v;
	SGPU_ASSERT(g80_linear_rd32((struct sgpu_device *)f.dev, G80_TARGET_VRAM,
	                            UINT64_C(0xab00300000), &v, &why));
	SGPU_ASSERT_EQ(v, 0x11111111);
	SGPU_ASSERT(g80_linear_wr32((struct sgpu_device *)f.dev, G80_TARGET_SYSRAM_SNOOP, 0xffffc,
	                            0x5a5a, &why));
	SGPU_ASSERT(!g80_linear_wr32((struct sgpu_device *)f.dev, G80_TARGET_SYSRAM_SNOOP, 0xffffe,
	                             0x5a5a, &why));
	SGPU_ASSERT_EQ(why, G80_VM_FAULT_SYSRAM_LIMIT);
	SGPU_ASSERT(!g80_linear_rd32((struct sgpu_device *)f.dev, G80_TARGET_INVALID, 0, &v, &why));
	SGPU_ASSERT_EQ(why, G80_VM_FAULT_BAD_TARGET);
	SGPU_ASSERT(g80_target_mem((struct sgpu_device *)f.dev, G80_TARGET_SYSRAM_NOSNOOP) ==
	            sgpu_dev_mem((struct sgpu_device *)f.dev, SGPU_SPACE_SYSMEM));
	SGPU_ASSERT_STR_EQ(g80_target_name(G80_TARGET_SYSRAM_NOSNOOP), "SYSRAM_NOSNOOP");
	SGPU_ASSERT_STR_EQ(g80_vm_fault_name(G80_VM_FAULT_DMAOBJ_LIMIT), "DMAOBJ_LIMIT");
	SGPU_ASSERT_STR_EQ(g80_vm_fault_name((enum g80_vm_fault_reason)9), "UNK");
	sgpu_device_destroy(f.dev);
}

/* ------------------------------------------------------------------ access helpers */

SGPU_TEST(helpers_split_at_pages)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	paged_setup(&f);
	put_pde(&f, 0, PT | 3, 0);
	/* Virtual pages 1 and 2 map to scattered linear pages. */
	put_pte(&f, PT, 1, 0x00500000u | 1, 0);
	put_pte(&f, PT, 2, 0x00300000u | 1, 0);
	uint8_t in[16], out[16];
	for (int i = 0; i < 16; i++)
		in[i] = (uint8_t)(0xa0 + i);
	struct g80_vm_fault flt;
	SGPU_ASSERT(g80_vm_dma_write(&f.vm, f.chan, 0x100, 0x1ff8, in, 16, &user.wr, &flt));
	uint8_t lo[8], hi[8];
	sgpu_mem_read(f.dev, SGPU_SPACE_VRAM, 0x500ff8, lo, 8);
	sgpu_mem_read(f.dev, SGPU_SPACE_VRAM, 0x300000, hi, 8);
	SGPU_ASSERT(memcmp(lo, in, 8) == 0);
	SGPU_ASSERT(memcmp(hi, in + 8, 8) == 0);
	SGPU_ASSERT(g80_vm_dma_read(&f.vm, f.chan, 0x100, 0x1ff8, out, 16, &user.rd, &flt));
	SGPU_ASSERT(memcmp(out, in, 16) == 0);
	/* Into a missing page: nothing is written, not even the first half. */
	uint8_t z[16] = {0};
	SGPU_ASSERT(!g80_vm_dma_write(&f.vm, f.chan, 0x100, 0x2ff8, z, 16, &user.wr, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PAGE_NOT_PRESENT);
	SGPU_ASSERT_EQ(flt.addr, 0x3000);
	SGPU_ASSERT_EQ(flt.selector, 0x100);
	sgpu_mem_read(f.dev, SGPU_SPACE_VRAM, 0x300ff8, hi, 8);
	SGPU_ASSERT_EQ(hi[0], 0);
	sgpu_mem_write(f.dev, SGPU_SPACE_VRAM, 0x300ff8, in, 8);
	SGPU_ASSERT(!g80_vm_dma_write(&f.vm, f.chan, 0x100, 0x2ff8, z, 16, &user.wr, &flt));
	sgpu_mem_read(f.dev, SGPU_SPACE_VRAM, 0x300ff8, hi, 8);
	SGPU_ASSERT(memcmp(hi, in, 8) == 0);
	/* 32-bit words. */
	SGPU_ASSERT(g80_vm_dma_wr32(&f.vm, f.chan, 0x100, 0x1004, 0xdeadbeef, &user.wr, &flt));
	SGPU_ASSERT_EQ(rd32(&f, SGPU_SPACE_VRAM, 0x500004), 0xdeadbeef);
	uint32_t v = 0;
	SGPU_ASSERT(g80_vm_dma_rd32(&f.vm, f.chan, 0x100, 0x1004, &v, &user.rd, &flt));
	SGPU_ASSERT_EQ(v, 0xdeadbeef);
	/* A long read over many pages of one contig block. */
	for (unsigned i = 16; i < 32; i++)
		put_pte(&f, PT, i, 0x00400000u | 1 | 4u << 7, 0);
	static uint8_t big[0x10000];
	SGPU_ASSERT(
	        g80_vm_dma_read(&f.vm, f.chan, 0x100, 0x10000, big, sizeof(big), &user.rd, &flt));
	SGPU_ASSERT(g80_vm_dma_read(&f.vm, f.chan, 0x100, 0x10000, big, 0, &user.rd, &flt));
	sgpu_device_destroy(f.dev);
}

/* ------------------------------------------------------------------ PFB unit */

/* A PFB unit attached by hand to a null device (the null chip has none):
 * its MMIO window maps at 0x100000 like on a G80. */
struct pfb_fx {
	sgpu_device *dev;
	struct sgpu_unit u;
	struct sgpu_unit_desc desc;
	struct g80_pfb_params params;
	struct g80_pfb *pfb;
};

static bool pfb_attach(struct pfb_fx *p, const struct g80_vm_gen *gen)
{
	memset(p, 0, sizeof(*p));
	if (sgpu_device_create("null", NULL, &p->dev) != SGPU_OK)
		return false;
	p->params = (struct g80_pfb_params){.gen = gen, .limit_inclusive = true};
	p->desc = (struct sgpu_unit_desc){
	        .cls = &g80_pfb_class, .base = 0x100000, .irq_line = -1, .params = &p->params};
	p->u = (struct sgpu_unit){.cls = &g80_pfb_class,
	                          .desc = &p->desc,
	                          .dev = (struct sgpu_device *)p->dev,
	                          .name = "PFB"};
	p->u.log_cat = sgpu_log_category(p->u.dev, "PFB");
	p->u.priv = calloc(1, g80_pfb_class.priv_size);
	if (!p->u.priv || g80_pfb_class.init(&p->u) != SGPU_OK)
		return false;
	g80_pfb_class.reset(&p->u);
	p->pfb = p->u.priv;
	return true;
}

static void pfb_detach(struct pfb_fx *p)
{
	sgpu_device_destroy(p->dev);
	free(p->u.priv);
}

SGPU_TEST(pfb_registers)
{
	struct pfb_fx p;
	SGPU_ASSERT(pfb_attach(&p, &g80_vm_gen_g80));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x10020c), 16u << 20); /* MEM_AMOUNT */
	sgpu_mmio_wr32(p.dev, 0x100c80, 0x00050001);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c80), 0x00050000); /* done at once */
	SGPU_ASSERT_EQ(p.pfb->flushes, 1);
	uint32_t a = 0;
	SGPU_ASSERT(sgpu_mmio_lookup(p.dev, "PFB.VM_FAULT", &a) == SGPU_OK);
	SGPU_ASSERT_EQ(a, 0x100c90);
	/* Unknown registers keep what is written. */
	sgpu_mmio_wr32(p.dev, 0x100200, 0x1234);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100200), 0x1234);
	pfb_detach(&p);
}

/* Read the trap the way nouveau's nv50_fb_intr does. */
static void read_trap(sgpu_device *dev, uint32_t trap[6])
{
	uint32_t idx = sgpu_mmio_rd32(dev, 0x100c90) & 0x00ffffff;
	for (uint32_t i = 0; i < 6; i++) {
		sgpu_mmio_wr32(dev, 0x100c90, idx | i << 24);
		trap[i] = sgpu_mmio_rd32(dev, 0x100c94);
	}
}

SGPU_TEST(pfb_fault_trap_g80)
{
	struct pfb_fx p;
	SGPU_ASSERT(pfb_attach(&p, &g80_vm_gen_g80));
	struct g80_vm *vm = &p.pfb->vm;
	SGPU_ASSERT(g80_vm_get((struct sgpu_device *)p.dev) == NULL); /* not in the chip */
	sgpu_mmio_wr32(p.dev, 0x100c90, 0x000707ff);                  /* nouveau's nv50_fb_init */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c90), 0x000707ff);
	uint32_t chan = G80_CHAN_DESC(0x123456000, G80_TARGET_VRAM);
	struct g80_vm_fault flt;
	uint32_t v;
	/* The pusher reads through a NULL selector. */
	struct g80_vm_access acc = G80_VM_ACCESS_PUSHBUF_READ;
	SGPU_ASSERT(!g80_vm_dma_rd32(vm, chan, 0, UINT64_C(0xab12345678), &v, &acc, &flt));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c90) >> 31, 1);
	uint32_t trap[6];
	read_trap(p.dev, trap);
	SGPU_ASSERT_EQ(trap[0] & 0xf, G80_VM_ENGINE_PFIFO);
	SGPU_ASSERT_EQ(trap[0] >> 4 & 0xf, G80_VM_FAULT_NULL_DMAOBJ);
	SGPU_ASSERT_EQ(trap[0] >> 8 & 0xf, G80_VM_CLIENT_PFIFO_READ);
	SGPU_ASSERT_EQ(trap[0] >> 12 & 0xf, 0);
	SGPU_ASSERT_EQ((uint32_t)(((trap[2] << 16) | trap[1]) << 12), 0x23456000u);
	SGPU_ASSERT_EQ(trap[5] & 0xff, 0xab);
	SGPU_ASSERT_EQ(trap[4] & 0xffff, 0x1234);
	SGPU_ASSERT_EQ(trap[3] & 0xffff, 0x5678);
	SGPU_ASSERT(trap[5] & 0x100); /* a read */
	/* A second fault while pending is not latched. */
	struct g80_vm_access w = G80_VM_ACCESS_SEMAPHORE_WRITE;
	SGPU_ASSERT(!g80_vm_dma_wr32(vm, 0x10000000, 5, 0, 0, &w, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NO_CHANNEL);
	read_trap(p.dev, trap);
	SGPU_ASSERT_EQ(trap[0] >> 4 & 0xf, G80_VM_FAULT_NULL_DMAOBJ);
	/* Acknowledge; the next fault is latched. */
	sgpu_mmio_wr32(p.dev, 0x100c90, 0x000707ff | 0x80000000u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c90) >> 31, 0);
	SGPU_ASSERT(!g80_vm_dma_wr32(vm, 0x10000000, 5, 0, 0, &w, &flt));
	read_trap(p.dev, trap);
	SGPU_ASSERT_EQ(trap[0], G80_VM_ENGINE_PFIFO | G80_VM_FAULT_NO_CHANNEL << 4 |
	                                G80_VM_CLIENT_PFIFO_WRITE << 8 | 1u << 12);
	SGPU_ASSERT_EQ(trap[5] & 0x100, 0); /* a write */
	/* softgpu-only reasons are returned but never latched. */
	sgpu_mmio_wr32(p.dev, 0x100c90, 0x80000000u);
	enum g80_vm_fault_reason why;
	SGPU_ASSERT(!g80_linear_rd32(vm->dev, G80_TARGET_INVALID, 0, &v, &why));
	struct g80_vm_fault soft = {.reason = G80_VM_FAULT_BAD_TARGET};
	g80_vm_report(vm, &soft);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c90) >> 31, 0);
	/* Reset clears the trap. */
	SGPU_ASSERT(!g80_vm_dma_wr32(vm, 0x10000000, 5, 0, 0, &w, &flt));
	g80_pfb_class.reset(&p.u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c90), 0);
	pfb_detach(&p);
}

SGPU_TEST(pfb_fault_trap_gt215_fields)
{
	struct pfb_fx p;
	SGPU_ASSERT(pfb_attach(&p, &gt215_vm_gen_gt215));
	struct g80_vm_fault f = {
	        .reason = G80_VM_FAULT_DMAOBJ_LIMIT,
	        .access = {G80_VM_ENGINE_PCOPY, G80_VM_CLIENT_PCOPY, 3, true, false},
	        .chan = 0x00000042u,
	        .addr = 0x1000};
	g80_vm_report(&p.pfb->vm, &f);
	uint32_t trap[6];
	read_trap(p.dev, trap);
	SGPU_ASSERT_EQ(trap[0], 0xd | 0xfu << 8 | 0x13u << 16 | 3u << 24);
	SGPU_ASSERT_EQ(trap[1], 0x42);
	/* G84+: PD_OFFSET is a plain register, reset to the layout's offset. */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, 0x100c9c), 0x200);
	pfb_detach(&p);
}

SGPU_TEST(walk_faults_on_the_channel)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	struct g80_vm_xlat x;
	struct g80_vm_fault flt;
	/* A paged object used with a channel of target 1. */
	SGPU_ASSERT(
	        !g80_dmaobj_translate(&f.vm, 0x10000001u, &paged_obj, 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NO_CHANNEL);
	SGPU_ASSERT_EQ(flt.selector, 0x100);
	SGPU_ASSERT(!g80_vm_translate(&f.vm, 0x10000001u, 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_NO_CHANNEL);
	/* A channel whose page directory lies past the end of VRAM. */
	uint32_t chan = G80_CHAN_DESC((16u << 20) - 0x1000, G80_TARGET_VRAM);
	SGPU_ASSERT(!g80_vm_translate(&f.vm, chan, 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_VRAM_LIMIT);
	SGPU_ASSERT_EQ(flt.addr, (16u << 20) - 0x1000 + 0x1400);
	/* The same channel on G84+ has its directory at +0x200: in range. */
	struct g80_vm vm84;
	g80_vm_init(&vm84, (struct sgpu_device *)f.dev, &g84_vm_gen_g84, true);
	SGPU_ASSERT(!g80_vm_translate(&vm84, chan, 0x10, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_PT_NOT_PRESENT);
	/* A NULL generation means G80. */
	g80_vm_init(&vm84, (struct sgpu_device *)f.dev, NULL, false);
	SGPU_ASSERT(vm84.gen == &g80_vm_gen_g80);
	sgpu_device_destroy(f.dev);
}

SGPU_TEST(unpaged_vram_wraps_at_32_bits)
{
	struct fx f;
	SGPU_ASSERT(fx_init(&f, &g80_vm_gen_g80, true));
	struct g80_dmaobj o = {.selector = 0x101,
	                       .target = G80_DMA_TARGET_VRAM,
	                       .ro = 2,
	                       .su = 1,
	                       .base = UINT64_C(0x12fffffff8),
	                       .limit = UINT64_C(0x1300000100)};
	put_dmaobj(&f, &o);
	uint8_t in[16], out[16];
	for (int i = 0; i < 16; i++)
		in[i] = (uint8_t)i;
	struct g80_vm_fault flt;
	struct g80_vm_xlat x;
	SGPU_ASSERT(g80_dmaobj_translate(&f.vm, f.chan, &o, 0, &user.rd, &x, &flt));
	SGPU_ASSERT_EQ(x.linear, 0xfffffff8);
	SGPU_ASSERT_EQ(x.span, 8);
	/* The first 8 bytes land past the null chip's 16 MiB of VRAM. */
	SGPU_ASSERT(!g80_vm_dma_write(&f.vm, f.chan, 0x101, 0, in, 16, &user.wr, &flt));
	SGPU_ASSERT_EQ(flt.reason, G80_VM_FAULT_VRAM_LIMIT);
	SGPU_ASSERT_EQ(flt.addr, 0xfffffff8);
	/* From offset 8 on the object maps VRAM 0. */
	SGPU_ASSERT(g80_vm_dma_write(&f.vm, f.chan, 0x101, 8, in, 16, &user.wr, &flt));
	SGPU_ASSERT(sgpu_mem_read(f.dev, SGPU_SPACE_VRAM, 0, out, 16) == SGPU_OK);
	SGPU_ASSERT(memcmp(in, out, 16) == 0);
	sgpu_device_destroy(f.dev);
}
