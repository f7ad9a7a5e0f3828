/* The DRM shim's radeon device, driven through sdrm_ioctl as Mesa's
 * winsys drives it (no preload): what each ioctl answers, and that bad
 * arguments (handles, sizes, pointers, relocations, chunks, packets) are
 * the kernel's errnos, never a crash. docs/drm.md. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "harness.h"
#include "softgpu/script.h"
#include "sdrm.h"
#include "uapi.h"

#define RIOC(nr, type) _IOWR('d', DRM_COMMAND_BASE + (nr), type)

static struct sdrm_dev *dev_new(void)
{
	struct sdrm_options o = {.vram_size = 16u << 20, .gart_size = 16u << 20, .quiet = true};
	struct sdrm_dev *d = NULL;
	if (sdrm_dev_create(&o, &d) != 0)
		return NULL;
	return d;
}

static uint32_t bo_create(struct sdrm_file *f, uint64_t size, uint32_t domain)
{
	struct drm_radeon_gem_create c = {
	        .size = size, .alignment = 4096, .initial_domain = domain};
	if (sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_CREATE, struct drm_radeon_gem_create), &c))
		return 0;
	return c.handle;
}

static uint32_t info32(struct sdrm_file *f, uint32_t request, int *err)
{
	uint32_t v = 0;
	struct drm_radeon_info i = {.request = request, .value = (uintptr_t)&v};
	*err = sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i);
	return v;
}

SGPU_TEST(version_is_radeon_2_50)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *f = sdrm_file_open(d, true);
	char name[16] = {0}, date[4] = {0};
	struct drm_version v = {
	        .name_len = sizeof(name) - 1, .name = name, .date_len = 3, .date = date};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_VERSION, &v), 0);
	SGPU_ASSERT_EQ(v.version_major, 2);
	SGPU_ASSERT_EQ(v.version_minor, 50);
	SGPU_ASSERT_STR_EQ(name, "radeon");
	SGPU_ASSERT_EQ(v.date_len, 8u); /* the full length, a truncated copy */
	SGPU_ASSERT_STR_EQ(date, "200");
	/* a name pointer that is not the caller's memory */
	v.name = (char *)(uintptr_t)16;
	v.name_len = 6;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_VERSION, &v), -EFAULT);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_VERSION, (void *)(uintptr_t)8), -EFAULT);
	/* render nodes have no GET_MAGIC */
	struct drm_auth a;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_GET_MAGIC, &a), -EACCES);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

SGPU_TEST(info_answers_the_winsys_queries)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *f = sdrm_file_open(d, true);
	int e;
	SGPU_ASSERT_EQ(info32(f, RADEON_INFO_DEVICE_ID, &e), 0x7100u);
	SGPU_ASSERT_EQ(e, 0);
	SGPU_ASSERT_EQ(info32(f, RADEON_INFO_NUM_GB_PIPES, &e), 4u);
	SGPU_ASSERT_EQ(info32(f, RADEON_INFO_NUM_Z_PIPES, &e), 1u);
	SGPU_ASSERT_EQ(info32(f, RADEON_INFO_ACCEL_WORKING2, &e), 1u);
	/* r6xx+ only in radeon_info_ioctl */
	info32(f, RADEON_INFO_TILING_CONFIG, &e);
	SGPU_ASSERT_EQ(e, -EINVAL);
	info32(f, RADEON_INFO_VA_START, &e);
	SGPU_ASSERT_EQ(e, -EINVAL);
	info32(f, 0x7777, &e);
	SGPU_ASSERT_EQ(e, -EINVAL);
	/* HyperZ: granted to the first file that asks (more in hyperz_rights) */
	uint32_t want = 1;
	struct drm_radeon_info i = {.request = RADEON_INFO_WANT_HYPERZ, .value = (uintptr_t)&want};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i), 0);
	SGPU_ASSERT_EQ(want, 1u);
	/* the UVD ring is asked for with its id in the value */
	uint32_t ring = RADEON_CS_RING_UVD;
	i = (struct drm_radeon_info){.request = RADEON_INFO_RING_WORKING,
	                             .value = (uintptr_t)&ring};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i), 0);
	SGPU_ASSERT_EQ(ring, 0u);
	/* 64-bit answers */
	uint64_t used = 0;
	SGPU_ASSERT(bo_create(f, 8192, RADEON_GEM_DOMAIN_VRAM));
	i = (struct drm_radeon_info){.request = RADEON_INFO_VRAM_USAGE, .value = (uintptr_t)&used};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i), 0);
	SGPU_ASSERT_EQ(used, 8192u);
	/* the value pointer is checked */
	i = (struct drm_radeon_info){.request = RADEON_INFO_DEVICE_ID, .value = 24};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i), -EFAULT);
	i.value = 0;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i), -EFAULT);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

SGPU_TEST(gem_bad_handles_and_sizes)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *f = sdrm_file_open(d, true);
	struct drm_radeon_gem_create c = {.size = 0, .initial_domain = RADEON_GEM_DOMAIN_VRAM};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_CREATE, struct drm_radeon_gem_create), &c),
	               -EINVAL);
	c.size = 1ull << 40;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_CREATE, struct drm_radeon_gem_create), &c),
	               -ENOMEM);
	c.size = 4096;
	c.alignment = 3 << 12;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_CREATE, struct drm_radeon_gem_create), &c),
	               -EINVAL);
	struct drm_radeon_gem_mmap m = {.handle = 99};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_MMAP, struct drm_radeon_gem_mmap), &m),
	               -ENOENT);
	struct drm_radeon_gem_busy b = {.handle = 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_BUSY, struct drm_radeon_gem_busy), &b),
	               -ENOENT);
	struct drm_radeon_gem_wait_idle w = {.handle = 0xffffffff};
	SGPU_ASSERT_EQ(
	        sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_WAIT_IDLE, struct drm_radeon_gem_wait_idle), &w),
	        -ENOENT);
	struct drm_gem_close gc = {.handle = 5};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_GEM_CLOSE, &gc), -EINVAL);
	struct drm_gem_open go = {.name = 1234};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_GEM_OPEN, &go), -ENOENT);
	/* a handle closed twice */
	uint32_t h = bo_create(f, 4096, RADEON_GEM_DOMAIN_GTT);
	SGPU_ASSERT(h);
	gc.handle = h;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_GEM_CLOSE, &gc), 0);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, DRM_IOCTL_GEM_CLOSE, &gc), -EINVAL);
	/* an mmap offset nobody handed out */
	int fd;
	uint64_t off;
	SGPU_ASSERT_EQ(sdrm_mmap_target(f, 0x1234000, 4096, &fd, &off), -EINVAL);
	/* the winsys probes USERPTR: not on an R520 */
	struct drm_radeon_gem_userptr up = {0};
	SGPU_ASSERT_EQ(
	        sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_USERPTR, struct drm_radeon_gem_userptr), &up),
	        -EINVAL);
	/* other ioctl families */
	SGPU_ASSERT_EQ(sdrm_ioctl(f, _IOWR('x', 1, int), &fd), -ENOTTY);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, _IOWR('d', 0xa0, int), &fd), -EINVAL);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

SGPU_TEST(flink_shares_between_files)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *a = sdrm_file_open(d, true), *b = sdrm_file_open(d, true);
	uint32_t h = bo_create(a, 12288, RADEON_GEM_DOMAIN_VRAM);
	struct drm_gem_flink fl = {.handle = h};
	SGPU_ASSERT_EQ(sdrm_ioctl(a, DRM_IOCTL_GEM_FLINK, &fl), 0);
	struct drm_gem_open go = {.name = fl.name};
	SGPU_ASSERT_EQ(sdrm_ioctl(b, DRM_IOCTL_GEM_OPEN, &go), 0);
	SGPU_ASSERT_EQ(go.size, 12288u);
	sdrm_file_close(a);
	/* still alive through b's handle */
	struct drm_radeon_gem_busy bz = {.handle = go.handle};
	SGPU_ASSERT_EQ(sdrm_ioctl(b, RIOC(DRM_RADEON_GEM_BUSY, struct drm_radeon_gem_busy), &bz),
	               0);
	SGPU_ASSERT_EQ(bz.domain, (uint32_t)RADEON_GEM_DOMAIN_VRAM);
	sdrm_file_close(b);
	sdrm_dev_destroy(d);
}

/* ---------------------------------------------------------------- CS */

struct cs_build {
	struct drm_radeon_cs_chunk chunk[4];
	uint64_t ptr[4];
	uint32_t flags[2];
	struct drm_radeon_cs_reloc relocs[4];
	struct drm_radeon_cs cs;
};

static struct drm_radeon_cs *cs_make(struct cs_build *b, const uint32_t *ib, uint32_t ib_dw,
                                     unsigned nrelocs)
{
	memset(&b->chunk, 0, sizeof(b->chunk));
	b->chunk[0] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_IB, ib_dw, (uintptr_t)ib};
	b->chunk[1] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_RELOCS, nrelocs * 4,
	                                           (uintptr_t)b->relocs};
	b->flags[0] = RADEON_CS_KEEP_TILING_FLAGS;
	b->flags[1] = RADEON_CS_RING_GFX;
	b->chunk[2] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_FLAGS, 2, (uintptr_t)b->flags};
	for (int i = 0; i < 3; i++)
		b->ptr[i] = (uintptr_t)&b->chunk[i];
	b->cs = (struct drm_radeon_cs){.num_chunks = 3, .chunks = (uintptr_t)b->ptr};
	return &b->cs;
}

#define CS_IOCTL RIOC(DRM_RADEON_CS, struct drm_radeon_cs)
#define PKT0(reg, n) ((uint32_t)(n) << 16 | (uint32_t)(reg) >> 2)
#define NOP_RELOC(i) 0xc0001000u, (uint32_t)(i)*4

/* A solid fill through the 2D engine's registers (xf86-video-ati's EXA
 * Solid, what drv_exa_mmio.sgs replays), its destination a relocated
 * DST_PITCH_OFFSET: the fill lands in the BO, and the CPU sees it
 * through the BO's mapping. */
SGPU_TEST(cs_relocates_and_runs_a_fill)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint32_t pad = bo_create(f, 8192, RADEON_GEM_DOMAIN_VRAM); /* the target is not at 0 */
	uint32_t h = bo_create(f, 64 * 1024, RADEON_GEM_DOMAIN_VRAM);
	SGPU_ASSERT(pad && h);
	struct drm_radeon_gem_mmap m = {.handle = h};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_MMAP, struct drm_radeon_gem_mmap), &m), 0);
	int fd;
	uint64_t off;
	SGPU_ASSERT_EQ(sdrm_mmap_target(f, m.addr_ptr, 64 * 1024, &fd, &off), 0);
	uint32_t *cpu = mmap(NULL, 64 * 1024, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)off);
	SGPU_ASSERT(cpu != MAP_FAILED);
	cpu[0] = 0x11111111; /* a CPU write the GPU must see: kept outside the fill */
	const uint32_t pitch = 256, po = (pitch / 64) << 22 | 0;
	const uint32_t ib[] = {
	        PKT0(0x146c, 0),
	        2 | 13 << 4 | 6 << 8 | 3 << 12 | 0xf0 << 16 | 1 << 28, /* DP_GUI_MASTER_CNTL */
	        PKT0(0x147c, 0),
	        0xff00ff00, /* DP_BRUSH_FRGD_CLR */
	        PKT0(0x16cc, 0),
	        0xffffffff, /* DP_WRITE_MASK */
	        PKT0(0x16c0, 0),
	        3, /* DP_CNTL */
	        PKT0(0x142c, 0),
	        po, /* DST_PITCH_OFFSET */
	        NOP_RELOC(0),
	        PKT0(0x1438, 0),
	        1 << 16 | 0, /* DST_Y_X: row 1 */
	        PKT0(0x143c, 0),
	        4 << 16 | 8, /* DST_HEIGHT_WIDTH: 8 x 4 */
	};
	struct cs_build b;
	struct drm_radeon_cs *cs = cs_make(&b, ib, sizeof(ib) / 4, 1);
	b.relocs[0] =
	        (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_VRAM, RADEON_GEM_DOMAIN_VRAM, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	SGPU_ASSERT_EQ(cpu[0], 0x11111111u);
	SGPU_ASSERT_EQ(cpu[pitch / 4], 0xff00ff00u);         /* row 1, x 0 */
	SGPU_ASSERT_EQ(cpu[4 * pitch / 4 + 7], 0xff00ff00u); /* row 4, x 7 */
	SGPU_ASSERT_EQ(cpu[4 * pitch / 4 + 8], 0u);          /* x 8: outside */
	SGPU_ASSERT_EQ(cpu[5 * pitch / 4], 0u);              /* row 5: outside */
	struct drm_radeon_gem_wait_idle w = {.handle = h};
	SGPU_ASSERT_EQ(
	        sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_WAIT_IDLE, struct drm_radeon_gem_wait_idle), &w),
	        0);
	struct sdrm_stats st;
	sdrm_dev_stats(d, &st);
	SGPU_ASSERT_EQ(st.cs_submitted, 1u);
	SGPU_ASSERT_EQ(st.cs_lockups, 0u);
	SGPU_ASSERT_EQ(st.log[SGPU_LOG_GUEST_ERROR], 0u);
	SGPU_ASSERT_EQ(st.log[SGPU_LOG_ERROR], 0u);
	munmap(cpu, 64 * 1024);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

SGPU_TEST(cs_validation_errnos)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint32_t h = bo_create(f, 4096, RADEON_GEM_DOMAIN_VRAM);
	struct cs_build b;
	struct drm_radeon_cs *cs;
	const uint32_t ok_ib[] = {PKT0(0x4e28, 0), 0, NOP_RELOC(0)}; /* RB3D_COLOROFFSET0 */

	/* the reference: accepted */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.relocs[0] = (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_VRAM, 0, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	/* a relocation naming no BO */
	b.relocs[0].handle = 77;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -ENOENT);
	/* the CPU domain */
	b.relocs[0] = (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_CPU, 0, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	b.relocs[0] = (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_VRAM, 0, 0};
	/* a reloc index past the chunk */
	const uint32_t far_ib[] = {PKT0(0x4e28, 0), 0, NOP_RELOC(1)};
	cs = cs_make(&b, far_ib, 4, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* no relocation chunk at all */
	cs = cs_make(&b, ok_ib, 4, 0);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* an address register without its NOP */
	const uint32_t nonop_ib[] = {PKT0(0x4e28, 0), 0, PKT0(0x1720, 0), 0};
	cs = cs_make(&b, nonop_ib, 4, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* a NOP cut off by the end of the IB */
	cs = cs_make(&b, ok_ib, 3, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* a forbidden register: the CP's ring base */
	const uint32_t cp_ib[] = {PKT0(0x0704, 0), 0};
	cs = cs_make(&b, cp_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* past the checked range */
	const uint32_t hi_ib[] = {PKT0(0x7000, 0), 0};
	cs = cs_make(&b, hi_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* type-1 packets, and 2D packets, are not for r300_cs_parse */
	const uint32_t t1_ib[] = {0x40000000, 0};
	cs = cs_make(&b, t1_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	const uint32_t paint_ib[] = {0xc0009100, 0}; /* PAINT */
	cs = cs_make(&b, paint_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* a packet longer than the IB */
	const uint32_t long_ib[] = {PKT0(0x1720, 5), 0};
	cs = cs_make(&b, long_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* VBPNTR with arrays past the packet */
	const uint32_t vb_ib[] = {0xc0002f00, 5, 0};
	cs = cs_make(&b, vb_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* HyperZ without the right */
	const uint32_t hz_ib[] = {PKT0(0x4f1c, 0), 1};
	cs = cs_make(&b, hz_ib, 2, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* an IB too big, an empty IB */
	cs = cs_make(&b, ok_ib, 16385, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	cs = cs_make(&b, ok_ib, 0, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* a ring the R520 has not, and VM */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.flags[1] = RADEON_CS_RING_DMA;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	b.flags[1] = RADEON_CS_RING_GFX;
	b.flags[0] |= RADEON_CS_USE_VM;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* bad user pointers: the chunk array, a chunk, the IB, the relocs */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.cs.chunks = 8;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EFAULT);
	cs = cs_make(&b, ok_ib, 4, 1);
	b.ptr[1] = 16;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EFAULT);
	cs = cs_make(&b, ok_ib, 4, 1);
	b.chunk[0].chunk_data = 32;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EFAULT);
	cs = cs_make(&b, ok_ib, 4, 1);
	b.chunk[1].chunk_data = 40;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EFAULT);
	/* too many chunks */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.cs.num_chunks = 100000;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), -EINVAL);
	/* an unknown chunk id: radeon_cs_parser_init copies it and goes on */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.chunk[3] = (struct drm_radeon_cs_chunk){0x55, 1, (uintptr_t)b.flags};
	b.ptr[3] = (uintptr_t)&b.chunk[3];
	b.cs.num_chunks = 4;
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	/* no IB chunk: nothing to do (radeon_cs_ib_chunk) */
	cs = cs_make(&b, ok_ib, 4, 1);
	b.ptr[0] = b.ptr[2];
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);

	struct sdrm_stats st;
	sdrm_dev_stats(d, &st);
	SGPU_ASSERT_EQ(st.cs_submitted, 2u);
	SGPU_ASSERT_EQ(st.cs_lockups, 0u);
	SGPU_ASSERT_EQ(st.log[SGPU_LOG_ERROR], 0u);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

/* TX_OFFSET keeps its low 5 bits with KEEP_TILING_FLAGS; the trace is
 * what `softgpu decode --pm4 --hex` reads. */
static uint32_t want_right(struct sdrm_file *f, uint32_t request, uint32_t value)
{
	struct drm_radeon_info i = {.request = request, .value = (uintptr_t)&value};
	if (sdrm_ioctl(f, RIOC(DRM_RADEON_INFO, struct drm_radeon_info), &i) != 0)
		return 99;
	return value;
}

/* radeon_set_filp_rights: one file at a time holds HyperZ (and CMASK);
 * the CS checks of r300_packet0_check / r300_packet3_check let only the
 * holder enable HiZ/ZMASK, write the HyperZ registers and clear ZMASK,
 * HiZ or CMASK; giving the right back or closing the file frees it. */
SGPU_TEST(hyperz_rights)
{
	struct sdrm_dev *d = dev_new();
	SGPU_ASSERT(d);
	struct sdrm_file *a = sdrm_file_open(d, true), *b = sdrm_file_open(d, true);
	struct cs_build cb;
	struct drm_radeon_cs *cs;
	/* ZB_BW_CNTL FAST_FILL | RD/WR_COMP, then 3D_CLEAR_ZMASK (3 dwords) */
	const uint32_t hz_ib[] = {PKT0(0x4f1c, 0), 4 | 8 | 16, 0xc0023200u, 0, 0, 0};
	const uint32_t cm_ib[] = {PKT0(0x4e00, 0), 1u << 10, 0xc0023800u, 0, 0, 0};
	SGPU_ASSERT_EQ(want_right(a, RADEON_INFO_WANT_HYPERZ, 1), 1u);
	SGPU_ASSERT_EQ(want_right(b, RADEON_INFO_WANT_HYPERZ, 1), 0u); /* held by a */
	cs = cs_make(&cb, hz_ib, 6, 0);
	SGPU_ASSERT_EQ(sdrm_ioctl(a, CS_IOCTL, cs), 0);
	SGPU_ASSERT_EQ(sdrm_ioctl(b, CS_IOCTL, cs), -EINVAL);
	/* CMASK is a right of its own */
	cs = cs_make(&cb, cm_ib, 6, 0);
	SGPU_ASSERT_EQ(sdrm_ioctl(a, CS_IOCTL, cs), -EINVAL);
	SGPU_ASSERT_EQ(want_right(b, RADEON_INFO_WANT_CMASK, 1), 1u);
	SGPU_ASSERT_EQ(sdrm_ioctl(b, CS_IOCTL, cs), 0);
	/* 0 gives a right back (b holds none: nothing changes); then b may
	 * take it; b's close frees both */
	SGPU_ASSERT_EQ(want_right(b, RADEON_INFO_WANT_HYPERZ, 0), 0u);
	SGPU_ASSERT_EQ(want_right(a, RADEON_INFO_WANT_HYPERZ, 0), 0u);
	SGPU_ASSERT_EQ(want_right(b, RADEON_INFO_WANT_HYPERZ, 1), 1u);
	sdrm_file_close(b);
	SGPU_ASSERT_EQ(want_right(a, RADEON_INFO_WANT_CMASK, 1), 1u);
	SGPU_ASSERT_EQ(want_right(a, RADEON_INFO_WANT_HYPERZ, 1), 1u);
	/* any other value only asks whether the file holds it */
	SGPU_ASSERT_EQ(want_right(a, RADEON_INFO_WANT_HYPERZ, 7), 1u);
	sdrm_file_close(a);
	sdrm_dev_destroy(d);
}

SGPU_TEST(cs_tx_offset_and_trace)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/drm-trace.txt", sgpu_test_tmpdir());
	FILE *t = fopen(path, "w+");
	SGPU_ASSERT(t);
	struct sdrm_options o = {
	        .vram_size = 16u << 20, .gart_size = 16u << 20, .quiet = true, .trace = t};
	struct sdrm_dev *d = NULL;
	SGPU_ASSERT_EQ(sdrm_dev_create(&o, &d), 0);
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint32_t a = bo_create(f, 4096, RADEON_GEM_DOMAIN_VRAM);
	uint32_t g = bo_create(f, 4096, RADEON_GEM_DOMAIN_GTT);
	SGPU_ASSERT(a && g);
	const uint32_t ib[] = {PKT0(0x4540, 0), 0x1f, NOP_RELOC(1)}; /* TX_OFFSET_0 */
	struct cs_build b;
	struct drm_radeon_cs *cs = cs_make(&b, ib, 4, 2);
	b.relocs[0] = (struct drm_radeon_cs_reloc){a, RADEON_GEM_DOMAIN_VRAM, 0, 0};
	b.relocs[1] = (struct drm_radeon_cs_reloc){g, RADEON_GEM_DOMAIN_GTT, 0, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	rewind(t);
	char line[256], words[256] = "";
	while (fgets(line, sizeof(line), t))
		if (line[0] != '#')
			strcat(words, line);
	/* the GTT BO: GART at 0x80000000, after the kernel's first MiB */
	SGPU_ASSERT_STR_CONTAINS(words, "00001150 8010001f c0001000 00000004");
	fclose(t);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

/* A CS that outruns its budget: a lockup, the device reset and the ring
 * started again (radeon_gpu_reset), GPU_RESET_COUNTER counts it, and the
 * next CS runs. */
SGPU_TEST(cs_lockup_resets)
{
	struct sdrm_options o = {
	        .vram_size = 16u << 20, .gart_size = 16u << 20, .quiet = true, .cs_budget = 2000};
	struct sdrm_dev *d = NULL;
	SGPU_ASSERT_EQ(sdrm_dev_create(&o, &d), 0);
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint32_t h = bo_create(f, 4096, RADEON_GEM_DOMAIN_VRAM);
	SGPU_ASSERT(h);
	/* 8000 type-2 packets: longer than 2000 steps of the CP */
	static uint32_t ib[8000];
	for (size_t i = 0; i < 8000; i++)
		ib[i] = 0x80000000u;
	struct cs_build b;
	struct drm_radeon_cs *cs = cs_make(&b, ib, 8000, 1);
	b.relocs[0] =
	        (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_VRAM, RADEON_GEM_DOMAIN_VRAM, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	int e;
	SGPU_ASSERT_EQ(info32(f, RADEON_INFO_GPU_RESET_COUNTER, &e), 1u);
	struct drm_radeon_gem_wait_idle w = {.handle = h};
	SGPU_ASSERT_EQ(
	        sdrm_ioctl(f, RIOC(DRM_RADEON_GEM_WAIT_IDLE, struct drm_radeon_gem_wait_idle), &w),
	        0);
	const uint32_t small[] = {PKT0(0x4e28, 0), 0, NOP_RELOC(0)};
	cs = cs_make(&b, small, 4, 1);
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	struct sdrm_stats st;
	sdrm_dev_stats(d, &st);
	SGPU_ASSERT_EQ(st.cs_lockups, 1u);
	SGPU_ASSERT_EQ(st.cs_submitted, 2u);
	SGPU_ASSERT_EQ(st.log[SGPU_LOG_ERROR], 0u);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
}

/* The replay script: the relocated fill of cs_relocates_and_runs_a_fill
 * as a .sgs that the script engine runs without the shim, reaching the
 * same fence and leaving the same pixels. */
SGPU_TEST(replay_script_reproduces_a_cs)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/drm-replay.sgs", sgpu_test_tmpdir());
	FILE *r = fopen(path, "w");
	SGPU_ASSERT(r);
	struct sdrm_options o = {
	        .vram_size = 16u << 20, .gart_size = 16u << 20, .quiet = true, .replay = r};
	struct sdrm_dev *d = NULL;
	SGPU_ASSERT_EQ(sdrm_dev_create(&o, &d), 0);
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint32_t h = bo_create(f, 64 * 1024, RADEON_GEM_DOMAIN_VRAM);
	SGPU_ASSERT(h);
	const uint32_t ib[] = {
	        PKT0(0x146c, 0), 2 | 13 << 4 | 6 << 8 | 3 << 12 | 0xf0 << 16 | 1 << 28,
	        PKT0(0x147c, 0), 0xff00ff00,
	        PKT0(0x16cc, 0), 0xffffffff,
	        PKT0(0x16c0, 0), 3,
	        PKT0(0x142c, 0), (256 / 64) << 22,
	        NOP_RELOC(0),    PKT0(0x1438, 0),
	        1 << 16 | 0,     PKT0(0x143c, 0),
	        4 << 16 | 8,
	};
	struct cs_build b;
	struct drm_radeon_cs *cs = cs_make(&b, ib, sizeof(ib) / 4, 1);
	b.relocs[0] =
	        (struct drm_radeon_cs_reloc){h, RADEON_GEM_DOMAIN_VRAM, RADEON_GEM_DOMAIN_VRAM, 0};
	SGPU_ASSERT_EQ(sdrm_ioctl(f, CS_IOCTL, cs), 0);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
	/* the pixels the session left, checked by the replay */
	fprintf(r,
	        "mem expect vram 0x100 u32 0xff00ff00 0xff00ff00\nmem expect vram 0x420 u32 0\n");
	fclose(r);
	struct sgpu_script_options so;
	sgpu_script_options_init(&so);
	so.log = sgpu_log_discard;
	struct sgpu_script_result res;
	sgpu_status st = sgpu_script_run_file(path, &so, &res);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", res.message);
	SGPU_ASSERT_EQ(res.expects_failed, 0u);
	SGPU_ASSERT(res.expects_passed >= 2); /* the fence, the pixels */
}
