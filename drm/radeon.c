/* The radeon DRM device on a softgpu r520: what the Linux radeon kernel
 * driver answers to Mesa's radeon winsys, answered from the model.
 * Sources, per ioctl, in docs/drm.md: drivers/gpu/drm/radeon/radeon_kms.c
 * (radeon_info_ioctl), radeon_gem.c, radeon_cs.c, r100.c, r300.c
 * (r300_cs_parse, r300_packet0_check), rv515.c (ring start) and
 * reg_srcs/rv515 (the registers a CS may write unchecked).
 *
 * One mutex serializes everything: Mesa submits from its CS thread while
 * the GL thread maps and waits. */
#define _GNU_SOURCE
#include "sdrm.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "uapi.h"

/* ---------------------------------------------------------------- layout */

/* Kernel-owned GART: the ring, the write-back page and one IB slot, as
 * radeon's r100_cp_init / radeon_wb / radeon_ib_pool place them (we run
 * each CS to completion before the next, so one IB slot is enough). */
#define RING_OFF 0x00000u
#define RING_DW 16384u /* 64 KiB: RB_BUFSZ 13 */
#define RING_BUFSZ 13u
#define WB_OFF 0x10000u
#define WB_SCRATCH 0u /* RADEON_WB_SCRATCH_OFFSET */
#define WB_RPTR 1024u /* RADEON_WB_CP_RPTR_OFFSET */
#define IB_OFF 0x20000u
#define IB_MAX_DW 16384u /* radeon_cs_ib_fill: "cs IB too big" beyond */
#define GART_RESERVED 0x100000u

/* Registers (drivers/gpu/drm/radeon/radeon_reg.h, r300_reg.h) */
#define REG_GEN_INT_STATUS 0x0044
#define REG_HOST_PATH_CNTL 0x0130
#define REG_CP_IB_BASE 0x0738
#define REG_CP_STAT 0x07c0
#define REG_RBBM_STATUS 0x0e40
#define REG_SCRATCH_REG0 0x15e0
#define REG_SCRATCH_REG1 0x15e4
#define REG_WAIT_UNTIL 0x1720
#define REG_ISYNC_CNTL 0x1724
#define SW_INT_FIRE (1u << 26)

#define PKT0(reg, n) ((uint32_t)(n) << 16 | (uint32_t)(reg) >> 2)
#define PKT2 0x80000000u
#define PKT3_NOP 0x10
#define PKT3_3D_DRAW_VBUF 0x28
#define PKT3_3D_DRAW_IMMD 0x29
#define PKT3_3D_DRAW_INDX 0x2a
#define PKT3_3D_LOAD_VBPNTR 0x2f
#define PKT3_3D_CLEAR_ZMASK 0x32
#define PKT3_INDX_BUFFER 0x33
#define PKT3_3D_DRAW_VBUF_2 0x34
#define PKT3_3D_DRAW_IMMD_2 0x35
#define PKT3_3D_DRAW_INDX_2 0x36
#define PKT3_3D_CLEAR_HIZ 0x37
#define PKT3_3D_CLEAR_CMASK 0x38

/* The mmap offsets GEM_MMAP hands out: BO id + 1 in the high word. */
#define MMAP_SHIFT 32

/* ---------------------------------------------------------------- types */

struct range {
	uint64_t off, len;
};

struct heap {
	uint64_t base, size, used;
	struct range *free;
	size_t n, cap;
};

struct sdrm_bo {
	uint32_t id;
	uint32_t handles; /* GEM handles naming it, over all files */
	uint32_t dmabufs; /* PRIME fds naming it */
	uint64_t size;
	sgpu_space space;
	uint64_t offset; /* in the space */
	uint32_t gpu_addr;
	uint32_t domain, initial_domain, flags;
	uint32_t tiling, pitch;
	uint32_t name; /* flink name, 0 for none */
	uint32_t fence;
};

struct dmabuf {
	int fd;
	struct sdrm_bo *bo;
};

struct sdrm_dev {
	pthread_mutex_t lock;
	struct sdrm_options opt;
	sgpu_device *dev;
	int mem_fd[SGPU_SPACE_COUNT];
	uint64_t mem_fd_off[SGPU_SPACE_COUNT];
	uint64_t bus_base[SGPU_SPACE_COUNT];
	struct heap heap[SGPU_SPACE_COUNT];
	struct sdrm_bo **bos;
	uint32_t nbos;
	uint32_t next_name;
	struct dmabuf *dmabufs;
	size_t ndmabufs;
	uint32_t wptr, committed;
	uint32_t fence_seq, fence_done;
	uint32_t magic;
	struct sdrm_stats stats;
	uint32_t reg[6]; /* CP register addresses looked up by name */
	/* radeon_device.hyperz_filp / cmask_filp: the file holding each right */
	struct sdrm_file *hyperz_owner, *cmask_owner;
};

enum { R_RB_WPTR, R_RB_RPTR, R_RB_BASE, R_RB_CNTL, R_RB_RPTR_ADDR, R_SCRATCH_ADDR };

struct sdrm_file {
	struct sdrm_dev *d;
	bool render;
	struct sdrm_bo **h; /* handle i + 1 */
	uint32_t nh;
};

/* ---------------------------------------------------------------- logging */

static void dlog(struct sdrm_dev *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void dlog(struct sdrm_dev *d, const char *fmt, ...)
{
	if (d->opt.quiet)
		return;
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	fprintf(stderr, "softgpu-drm: %s\n", buf);
}

static void model_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct sdrm_dev *d = user;
	if ((unsigned)level < SGPU_LOG_LEVEL_COUNT)
		d->stats.log[level]++;
	if (!d->opt.quiet)
		fprintf(stderr, "softgpu: %s: %s: %s\n", sgpu_log_level_name(level), cat, msg);
}

/* ---------------------------------------------------------------- user memory */

/* copy_from_user / copy_to_user: a bad pointer is -EFAULT, never a
 * fault in the shim. process_vm_readv on our own pid checks the range;
 * where it is unavailable (seccomp), fall back to a plain copy. */
static int ucopy_in(void *dst, uint64_t src, size_t len)
{
	if (!len)
		return 0;
	if (!src)
		return -EFAULT;
	struct iovec l = {dst, len}, r = {(void *)(uintptr_t)src, len};
	ssize_t n = process_vm_readv(getpid(), &l, 1, &r, 1, 0);
	if (n == (ssize_t)len)
		return 0;
	if (n < 0 && (errno == ENOSYS || errno == EPERM)) {
		memcpy(dst, (const void *)(uintptr_t)src, len);
		return 0;
	}
	return -EFAULT;
}

static int ucopy_out(uint64_t dst, const void *src, size_t len)
{
	if (!len)
		return 0;
	if (!dst)
		return -EFAULT;
	struct iovec l = {(void *)src, len}, r = {(void *)(uintptr_t)dst, len};
	ssize_t n = process_vm_writev(getpid(), &l, 1, &r, 1, 0);
	if (n == (ssize_t)len)
		return 0;
	if (n < 0 && (errno == ENOSYS || errno == EPERM)) {
		memcpy((void *)(uintptr_t)dst, src, len);
		return 0;
	}
	return -EFAULT;
}

/* ---------------------------------------------------------------- heaps */

static int heap_init(struct heap *h, uint64_t base, uint64_t size)
{
	h->base = base;
	h->size = size;
	h->used = 0;
	h->cap = 16;
	h->free = calloc(h->cap, sizeof(*h->free));
	if (!h->free)
		return -ENOMEM;
	h->n = 1;
	h->free[0] = (struct range){base, size};
	return 0;
}

static bool heap_alloc(struct heap *h, uint64_t size, uint64_t align, uint64_t *out)
{
	for (size_t i = 0; i < h->n; i++) {
		struct range *r = &h->free[i];
		uint64_t start = (r->off + align - 1) & ~(align - 1);
		if (start < r->off || start - r->off > r->len || r->len - (start - r->off) < size)
			continue;
		uint64_t end = start + size, rend = r->off + r->len;
		if (start == r->off) {
			r->off = end;
			r->len = rend - end;
			if (!r->len) {
				memmove(r, r + 1, (h->n - i - 1) * sizeof(*r));
				h->n--;
			}
		} else if (end == rend) {
			r->len = start - r->off;
		} else {
			if (h->n == h->cap) {
				struct range *nf = realloc(h->free, h->cap * 2 * sizeof(*nf));
				if (!nf)
					return false;
				h->free = nf;
				h->cap *= 2;
				r = &h->free[i];
			}
			memmove(r + 2, r + 1, (h->n - i - 1) * sizeof(*r));
			h->n++;
			r[1] = (struct range){end, rend - end};
			r->len = start - r->off;
		}
		h->used += size;
		*out = start;
		return true;
	}
	return false;
}

static void heap_free(struct heap *h, uint64_t off, uint64_t len)
{
	size_t i = 0;
	while (i < h->n && h->free[i].off < off)
		i++;
	if (h->n == h->cap) {
		struct range *nf = realloc(h->free, h->cap * 2 * sizeof(*nf));
		if (!nf)
			return; /* leaks the range; the model keeps working */
		h->free = nf;
		h->cap *= 2;
	}
	memmove(&h->free[i + 1], &h->free[i], (h->n - i) * sizeof(*h->free));
	h->free[i] = (struct range){off, len};
	h->n++;
	h->used -= len;
	/* merge with the next, then with the previous */
	if (i + 1 < h->n && h->free[i].off + h->free[i].len == h->free[i + 1].off) {
		h->free[i].len += h->free[i + 1].len;
		memmove(&h->free[i + 1], &h->free[i + 2], (h->n - i - 2) * sizeof(*h->free));
		h->n--;
	}
	if (i > 0 && h->free[i - 1].off + h->free[i - 1].len == h->free[i].off) {
		h->free[i - 1].len += h->free[i].len;
		memmove(&h->free[i], &h->free[i + 1], (h->n - i - 1) * sizeof(*h->free));
		h->n--;
	}
}

/* ---------------------------------------------------------------- the ring */

static void mmio_wr(struct sdrm_dev *d, uint32_t addr, uint32_t v)
{
	sgpu_mmio_wr32(d->dev, addr, v);
	if (d->opt.replay) {
		char name[64];
		sgpu_mmio_name(d->dev, addr, name, sizeof(name));
		fprintf(d->opt.replay, "write %s 0x%08x\n", name, v);
	}
}

/* The replay script: len bytes of a space as `mem write` lines, runs of
 * zero lines left out unless all is set (the model's memory starts
 * zeroed, and BOs are cleared when created). */
static void replay_mem(struct sdrm_dev *d, sgpu_space sp, uint64_t off, uint64_t len, bool all)
{
	FILE *r = d->opt.replay;
	if (!r)
		return;
	uint32_t w[8];
	for (uint64_t o = 0; o < len; o += sizeof(w)) {
		size_t n = len - o < sizeof(w) ? (size_t)(len - o) / 4 : 8;
		if (!n || sgpu_mem_read(d->dev, sp, off + o, w, n * 4) != SGPU_OK)
			return;
		bool zero = true;
		for (size_t i = 0; i < n; i++)
			zero &= w[i] == 0;
		if (zero && !all)
			continue;
		fprintf(r, "mem write %s 0x%llx u32", sp == SGPU_SPACE_VRAM ? "vram" : "sysmem",
		        (unsigned long long)(off + o));
		for (size_t i = 0; i < n; i++)
			fprintf(r, " 0x%08x", w[i]);
		fputc('\n', r);
	}
}

static void ring_put(struct sdrm_dev *d, uint32_t v)
{
	sgpu_mem_write(d->dev, SGPU_SPACE_SYSMEM, RING_OFF + (uint64_t)d->wptr * 4, &v, 4);
	d->wptr = (d->wptr + 1) % RING_DW;
}

static void ring_reg(struct sdrm_dev *d, uint32_t reg, uint32_t v)
{
	ring_put(d, PKT0(reg, 0));
	ring_put(d, v);
}

static uint32_t wb_read(struct sdrm_dev *d, uint32_t off)
{
	uint32_t v = 0;
	sgpu_mem_read(d->dev, SGPU_SPACE_SYSMEM, WB_OFF + off, &v, 4);
	return v;
}

/* radeon_ring_commit: pad to 16 dwords, write WPTR, then run the model
 * until the CP has consumed the ring and everything is idle, within the
 * budget. Returns false on a lockup (budget spent). */
static bool ring_commit(struct sdrm_dev *d)
{
	while (d->wptr & 15)
		ring_put(d, PKT2);
	if (d->opt.replay) {
		/* the ring words since the last commit */
		uint32_t from = d->committed;
		while (from != d->wptr) {
			uint32_t end = from < d->wptr ? d->wptr : RING_DW;
			replay_mem(d, SGPU_SPACE_SYSMEM, RING_OFF + (uint64_t)from * 4,
			           (uint64_t)(end - from) * 4, true);
			from = end % RING_DW;
		}
	}
	d->committed = d->wptr;
	mmio_wr(d, d->reg[R_RB_WPTR], d->wptr);
	if (d->opt.replay)
		fprintf(d->opt.replay, "run budget=%llu\n", (unsigned long long)d->opt.cs_budget);
	uint64_t budget = d->opt.cs_budget;
	bool idle = false;
	while (budget) {
		struct sgpu_run_result r;
		uint64_t slice = budget < 1000000 ? budget : 1000000;
		if (sgpu_run(d->dev, slice, &r) != SGPU_OK)
			break;
		budget -= r.steps < budget ? r.steps : budget;
		if (r.stop == SGPU_RUN_IDLE) {
			idle = true;
			break;
		}
		if (!r.steps)
			break;
	}
	uint64_t ran = d->opt.cs_budget - budget;
	d->stats.cs_steps += ran;
	if (ran > d->stats.cs_steps_max)
		d->stats.cs_steps_max = ran;
	return idle && sgpu_mmio_rd32(d->dev, d->reg[R_RB_RPTR]) == d->wptr;
}

/* r100_cp_init's register programming and rv515_ring_start's packets
 * (tests/golden/r5xx/drv_kms_init.sgs replays the same). */
static int ring_init(struct sdrm_dev *d)
{
	static const char *const names[] = {
	        [R_RB_WPTR] = "CP.CP_RB_WPTR",           [R_RB_RPTR] = "CP.CP_RB_RPTR",
	        [R_RB_BASE] = "CP.CP_RB_BASE",           [R_RB_CNTL] = "CP.CP_RB_CNTL",
	        [R_RB_RPTR_ADDR] = "CP.CP_RB_RPTR_ADDR", [R_SCRATCH_ADDR] = "CP.SCRATCH_ADDR",
	};
	for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (sgpu_mmio_lookup(d->dev, names[i], &d->reg[i]) != SGPU_OK) {
			dlog(d, "the chip has no %s: not a radeon", names[i]);
			return -ENODEV;
		}
	uint32_t a, gart = (uint32_t)d->bus_base[SGPU_SPACE_SYSMEM];
	/* r420_pipes_init (rv515_gpu_init): R300_ENABLE_TILING,
	 * R300_PIPE_COUNT_R420 (7 << 1: four pipes), R300_TILE_SIZE_16;
	 * SUBPIXEL stays 1/12. A CS may not write GB_TILE_CONFIG (not in
	 * reg_srcs/rv515), so this is the value Mesa's streams run under. */
	if (sgpu_mmio_lookup(d->dev, "R3D.GB_TILE_CONFIG", &a) == SGPU_OK)
		mmio_wr(d, a, 1u << 0 | 7u << 1 | 1u << 4);
	const uint32_t cntl = RING_BUFSZ | 9u << 8 | 1u << 27; /* RB_BLKSZ 9, RB_NO_UPDATE */
	mmio_wr(d, d->reg[R_RB_CNTL], cntl);
	mmio_wr(d, d->reg[R_RB_BASE], gart + RING_OFF);
	mmio_wr(d, d->reg[R_RB_CNTL], cntl | 1u << 31); /* RB_RPTR_WR_ENA */
	if (sgpu_mmio_lookup(d->dev, "CP.CP_RB_RPTR_WR", &a) == SGPU_OK)
		mmio_wr(d, a, 0);
	mmio_wr(d, d->reg[R_RB_WPTR], 0);
	d->wptr = d->committed = 0;
	mmio_wr(d, d->reg[R_RB_RPTR_ADDR], gart + WB_OFF + WB_RPTR);
	mmio_wr(d, d->reg[R_SCRATCH_ADDR], gart + WB_OFF + WB_SCRATCH);
	if (sgpu_mmio_lookup(d->dev, "CP.SCRATCH_UMSK", &a) == SGPU_OK)
		mmio_wr(d, a, 0xff);
	mmio_wr(d, d->reg[R_RB_CNTL], cntl & ~(1u << 27));
	if (sgpu_mmio_lookup(d->dev, "CP.CP_RB_WPTR_DELAY", &a) == SGPU_OK)
		mmio_wr(d, a, 0);
	if (sgpu_mmio_lookup(d->dev, "CP.CP_CSQ_MODE", &a) == SGPU_OK)
		mmio_wr(d, a, 0x00004d4d);
	if (sgpu_mmio_lookup(d->dev, "CP.CP_CSQ_CNTL", &a) == SGPU_OK)
		mmio_wr(d, a, 4u << 28); /* RADEON_CSQ_PRIBM_INDBM */
	/* rv515_ring_start */
	ring_reg(d, REG_ISYNC_CNTL, 1u << 0 | 1u << 1 | 1u << 4 | 1u << 5);
	ring_reg(d, REG_WAIT_UNTIL, 1u << 16 | 1u << 17);
	ring_reg(d, 0x170c, 1u << 31); /* R300_DST_PIPE_CONFIG: PIPE_AUTO_CONFIG */
	ring_reg(d, 0x401c, 0);        /* GB_SELECT */
	ring_reg(d, 0x4008, 0);        /* GB_ENABLE */
	ring_reg(d, 0x42c8, 0xf);      /* R500_SU_REG_DEST: four pipes */
	ring_reg(d, 0x208c, 0);        /* VAP_INDEX_OFFSET */
	ring_reg(d, 0x4e4c, 0xa);      /* RB3D_DSTCACHE_CTLSTAT: DC_FLUSH | DC_FREE */
	ring_reg(d, 0x4f18, 0x3);      /* ZB_ZCACHE_CTLSTAT: ZC_FLUSH | ZC_FREE */
	ring_reg(d, REG_WAIT_UNTIL, 1u << 16 | 1u << 17);
	ring_reg(d, 0x4020, 0); /* GB_AA_CONFIG */
	ring_reg(d, 0x4e4c, 0xa);
	ring_reg(d, 0x4f18, 0x3);
	ring_reg(d, 0x4010, 0x66666666); /* GB_MSPOS0 */
	ring_reg(d, 0x4014, 0x06666666); /* GB_MSPOS1 */
	ring_reg(d, 0x4274, 0x3);        /* GA_ENHANCE */
	ring_reg(d, 0x4288, 0x120);      /* GA_POLY_MODE */
	ring_reg(d, 0x428c, 0x1);        /* GA_ROUND_MODE */
	ring_reg(d, 0x20c8, 0);
	/* radeon_fence_driver_start_ring: the fence in memory starts at 0 */
	uint32_t zero = 0;
	sgpu_mem_write(d->dev, SGPU_SPACE_SYSMEM, WB_OFF + WB_SCRATCH, &zero, 4);
	replay_mem(d, SGPU_SPACE_SYSMEM, WB_OFF + WB_SCRATCH, 4, true);
	if (!ring_commit(d)) {
		dlog(d, "the ring start did not complete");
		return -EIO;
	}
	return 0;
}

/* ---------------------------------------------------------------- device */

int sdrm_dev_create(const struct sdrm_options *opt, struct sdrm_dev **out)
{
	*out = NULL;
	struct sdrm_dev *d = calloc(1, sizeof(*d));
	if (!d)
		return -ENOMEM;
	if (opt)
		d->opt = *opt;
	if (!d->opt.chip)
		d->opt.chip = "r520";
	if (!d->opt.pci_device)
		d->opt.pci_device = 0x7100;
	if (!d->opt.vram_size)
		d->opt.vram_size = 128u << 20;
	if (!d->opt.gart_size)
		d->opt.gart_size = 256u << 20;
	/* The radeon kernel calls the GPU locked up when a fence has not
	 * signalled and the ring has not moved for radeon_lockup_timeout
	 * (10 s: radeon_drv.c, radeon_ring_test_lockup); the model's steps
	 * are 1 ns (r520), and it charges about 10x a real R520's time (a
	 * step a pixel where the chip's 16 pipes do 16 a clock), so the
	 * kernel's 10 s would be some 10^11 steps, minutes of host time for
	 * a stream that never ends. 10^9 (1 s of model time) takes piglit's
	 * longprim (10^6-vertex draws, 2.9 x 10^8 steps in its largest CS)
	 * and ends a runaway CS in seconds: the CP runs a CS's draws one
	 * after the other within the budget (docs/drm.md, "CS") */
	if (!d->opt.cs_budget)
		d->opt.cs_budget = 1000000000;
	pthread_mutexattr_t ma;
	pthread_mutexattr_init(&ma);
	pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&d->lock, &ma);
	pthread_mutexattr_destroy(&ma);
	d->next_name = 1;
	d->magic = 0x5067;

	struct sgpu_device_config cfg = {.vram_size = d->opt.vram_size,
	                                 .sysmem_size = d->opt.gart_size};
	struct sgpu_mem_config mem = {.flags = SGPU_MEM_SHAREABLE};
	sgpu_status st = sgpu_device_create_mem(d->opt.chip, &cfg, &mem, &d->dev);
	if (st != SGPU_OK) {
		fprintf(stderr, "softgpu-drm: cannot create a %s device: %s\n", d->opt.chip,
		        sgpu_strerror(st));
		free(d);
		return st == SGPU_ERR_NO_MEMORY ? -ENOMEM : -ENODEV;
	}
	sgpu_set_log_callback(d->dev, model_log, d);
	if (d->opt.replay)
		fprintf(d->opt.replay,
		        "# softgpu DRM shim session (docs/drm.md): replay with softgpu run\n"
		        "chip %s vram=0x%llx sysmem=0x%llx\n",
		        d->opt.chip, (unsigned long long)d->opt.vram_size,
		        (unsigned long long)d->opt.gart_size);
	int r = 0;
	for (unsigned s = 0; s < SGPU_SPACE_COUNT && !r; s++) {
		struct sgpu_mem_view v;
		uint64_t size = sgpu_mem_size(d->dev, (sgpu_space)s);
		if (sgpu_mem_bus_address(d->dev, (sgpu_space)s, &d->bus_base[s]) != SGPU_OK ||
		    sgpu_mem_get_view(d->dev, (sgpu_space)s, 0, size, &v) != SGPU_OK || v.fd < 0) {
			dlog(d, "chip %s: %s has no fixed bus address or no shareable view",
			     d->opt.chip, sgpu_space_name((sgpu_space)s));
			r = -ENODEV;
			break;
		}
		d->mem_fd[s] = v.fd;
		d->mem_fd_off[s] = v.offset;
		uint64_t reserved = s == SGPU_SPACE_SYSMEM ? GART_RESERVED : 0;
		if (size <= reserved)
			r = -ENOMEM;
		else
			r = heap_init(&d->heap[s], reserved, size - reserved);
	}
	if (!r)
		r = ring_init(d);
	if (r) {
		sdrm_dev_destroy(d);
		return r;
	}
	*out = d;
	return 0;
}

void sdrm_dev_destroy(struct sdrm_dev *d)
{
	if (!d)
		return;
	for (uint32_t i = 0; i < d->nbos; i++)
		free(d->bos[i]);
	free(d->bos);
	free(d->dmabufs);
	for (unsigned s = 0; s < SGPU_SPACE_COUNT; s++)
		free(d->heap[s].free);
	sgpu_device_destroy(d->dev);
	pthread_mutex_destroy(&d->lock);
	free(d);
}

sgpu_device *sdrm_dev_model(struct sdrm_dev *d)
{
	return d->dev;
}

uint16_t sdrm_dev_pci_device(const struct sdrm_dev *d)
{
	return d->opt.pci_device;
}

void sdrm_dev_stats(struct sdrm_dev *d, struct sdrm_stats *st)
{
	pthread_mutex_lock(&d->lock);
	*st = d->stats;
	pthread_mutex_unlock(&d->lock);
}

/* ---------------------------------------------------------------- BOs */

static void bo_unref(struct sdrm_dev *d, struct sdrm_bo *bo)
{
	if (bo->handles == 0)
		bo->name = 0; /* drm_gem_object_handle_free: the name goes with the last handle */
	if (bo->handles || bo->dmabufs)
		return;
	heap_free(&d->heap[bo->space], bo->offset, bo->size);
	d->bos[bo->id] = NULL;
	free(bo);
}

static struct sdrm_bo *bo_new(struct sdrm_dev *d, uint64_t size, uint64_t align, uint32_t domain,
                              uint32_t flags)
{
	/* GTT unless VRAM is asked for (radeon_ttm_placement_from_domain
	 * prefers VRAM first); the model has no eviction, so a full VRAM
	 * falls back to GTT as TTM would place it when domain allows */
	sgpu_space sp = (domain & RADEON_GEM_DOMAIN_VRAM) ? SGPU_SPACE_VRAM : SGPU_SPACE_SYSMEM;
	uint64_t off;
	if (!heap_alloc(&d->heap[sp], size, align, &off)) {
		if (sp == SGPU_SPACE_VRAM && (domain & RADEON_GEM_DOMAIN_GTT) &&
		    heap_alloc(&d->heap[SGPU_SPACE_SYSMEM], size, align, &off))
			sp = SGPU_SPACE_SYSMEM;
		else
			return NULL;
	}
	struct sdrm_bo *bo = calloc(1, sizeof(*bo));
	uint32_t id = 0;
	while (id < d->nbos && d->bos[id])
		id++;
	if (bo && id == d->nbos) {
		uint32_t n = d->nbos ? d->nbos * 2 : 64;
		struct sdrm_bo **nb = realloc(d->bos, n * sizeof(*nb));
		if (nb) {
			memset(nb + d->nbos, 0, (n - d->nbos) * sizeof(*nb));
			d->bos = nb;
			d->nbos = n;
		}
	}
	if (!bo || id >= d->nbos) {
		free(bo);
		heap_free(&d->heap[sp], off, size);
		return NULL;
	}
	bo->id = id;
	bo->size = size;
	bo->space = sp;
	bo->offset = off;
	bo->gpu_addr = (uint32_t)(d->bus_base[sp] + off);
	bo->domain = sp == SGPU_SPACE_VRAM ? RADEON_GEM_DOMAIN_VRAM : RADEON_GEM_DOMAIN_GTT;
	bo->initial_domain = domain;
	bo->flags = flags;
	bo->fence = d->fence_done;
	d->bos[id] = bo;
	d->stats.bos_created++;
	/* a new BO reads as zeroes, as TTM clears new pages */
	sgpu_mem_fill(d->dev, sp, off, 0, 1, size);
	if (d->opt.replay)
		fprintf(d->opt.replay, "mem fill %s 0x%llx 0x%llx 0\n",
		        sp == SGPU_SPACE_VRAM ? "vram" : "sysmem", (unsigned long long)off,
		        (unsigned long long)size);
	return bo;
}

static struct sdrm_bo *lookup(struct sdrm_file *f, uint32_t handle)
{
	if (handle == 0 || handle > f->nh)
		return NULL;
	return f->h[handle - 1];
}

static int handle_add(struct sdrm_file *f, struct sdrm_bo *bo, uint32_t *handle)
{
	uint32_t i = 0;
	while (i < f->nh && f->h[i])
		i++;
	if (i == f->nh) {
		uint32_t n = f->nh ? f->nh * 2 : 64;
		struct sdrm_bo **nh = realloc(f->h, n * sizeof(*nh));
		if (!nh)
			return -ENOMEM;
		memset(nh + f->nh, 0, (n - f->nh) * sizeof(*nh));
		f->h = nh;
		f->nh = n;
	}
	f->h[i] = bo;
	bo->handles++;
	*handle = i + 1;
	return 0;
}

static bool bo_busy(struct sdrm_dev *d, const struct sdrm_bo *bo)
{
	return (int32_t)(bo->fence - d->fence_done) > 0;
}

/* ---------------------------------------------------------------- files */

struct sdrm_file *sdrm_file_open(struct sdrm_dev *d, bool render)
{
	struct sdrm_file *f = calloc(1, sizeof(*f));
	if (f) {
		f->d = d;
		f->render = render;
	}
	return f;
}

void sdrm_file_close(struct sdrm_file *f)
{
	if (!f)
		return;
	struct sdrm_dev *d = f->d;
	pthread_mutex_lock(&d->lock);
	/* radeon_driver_postclose_kms: a closing file gives its rights back */
	if (d->hyperz_owner == f)
		d->hyperz_owner = NULL;
	if (d->cmask_owner == f)
		d->cmask_owner = NULL;
	for (uint32_t i = 0; i < f->nh; i++)
		if (f->h[i]) {
			f->h[i]->handles--;
			bo_unref(d, f->h[i]);
		}
	pthread_mutex_unlock(&d->lock);
	free(f->h);
	free(f);
}

/* ---------------------------------------------------------------- core ioctls */

static int copy_string(uint64_t dst, size_t *len, const char *s)
{
	size_t n = strlen(s), c = *len < n ? *len : n;
	*len = n;
	return c ? ucopy_out(dst, s, c) : 0;
}

static int ioc_version(struct sdrm_file *f, struct drm_version *v)
{
	(void)f;
	/* radeon_drv.c: KMS_DRIVER_MAJOR 2, KMS_DRIVER_MINOR 50 */
	v->version_major = 2;
	v->version_minor = 50;
	v->version_patchlevel = 0;
	int r = copy_string((uintptr_t)v->name, &v->name_len, "radeon");
	if (!r)
		r = copy_string((uintptr_t)v->date, &v->date_len, "20080528");
	if (!r)
		r = copy_string((uintptr_t)v->desc, &v->desc_len, "ATI Radeon");
	return r;
}

static int ioc_gem_close(struct sdrm_file *f, struct drm_gem_close *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -EINVAL; /* drm_gem_handle_delete */
	f->h[a->handle - 1] = NULL;
	bo->handles--;
	bo_unref(f->d, bo);
	return 0;
}

static int ioc_flink(struct sdrm_file *f, struct drm_gem_flink *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	if (!bo->name)
		bo->name = f->d->next_name++;
	a->name = bo->name;
	return 0;
}

static int ioc_gem_open(struct sdrm_file *f, struct drm_gem_open *a)
{
	struct sdrm_dev *d = f->d;
	for (uint32_t i = 0; a->name && i < d->nbos; i++)
		if (d->bos[i] && d->bos[i]->name == a->name) {
			int r = handle_add(f, d->bos[i], &a->handle);
			if (!r)
				a->size = d->bos[i]->size;
			return r;
		}
	return -ENOENT;
}

static int ioc_get_cap(struct sdrm_file *f, struct drm_get_cap *a)
{
	(void)f;
	switch (a->capability) {
	case DRM_CAP_DUMB_BUFFER: a->value = 1; return 0;
	case DRM_CAP_PRIME:
		a->value = DRM_PRIME_CAP_IMPORT | (f->d->opt.new_fd ? DRM_PRIME_CAP_EXPORT : 0);
		return 0;
	case DRM_CAP_TIMESTAMP_MONOTONIC: a->value = 1; return 0;
	default: a->value = 0; return -EINVAL;
	}
}

static struct dmabuf *dmabuf_find(struct sdrm_dev *d, int fd)
{
	for (size_t i = 0; i < d->ndmabufs; i++)
		if (d->dmabufs[i].fd == fd)
			return &d->dmabufs[i];
	return NULL;
}

static int ioc_prime_to_fd(struct sdrm_file *f, struct drm_prime_handle *a)
{
	struct sdrm_dev *d = f->d;
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	if (a->flags & ~(uint32_t)(DRM_CLOEXEC | DRM_RDWR))
		return -EINVAL;
	if (!d->opt.new_fd) {
		dlog(d, "PRIME export: this build has no fd source");
		return -EOPNOTSUPP;
	}
	struct dmabuf *nb = realloc(d->dmabufs, (d->ndmabufs + 1) * sizeof(*nb));
	if (!nb)
		return -ENOMEM;
	d->dmabufs = nb;
	int fd = d->opt.new_fd(d->opt.new_fd_user);
	if (fd < 0)
		return -EMFILE;
	d->dmabufs[d->ndmabufs++] = (struct dmabuf){fd, bo};
	bo->dmabufs++;
	a->fd = fd;
	return 0;
}

static int ioc_prime_to_handle(struct sdrm_file *f, struct drm_prime_handle *a)
{
	struct dmabuf *b = dmabuf_find(f->d, a->fd);
	if (!b)
		return -EBADF; /* dma_buf_get on a foreign fd: -EINVAL, not ours at all: -EBADF */
	/* the same object gets the same handle in one file */
	for (uint32_t i = 0; i < f->nh; i++)
		if (f->h[i] == b->bo) {
			a->handle = i + 1;
			return 0;
		}
	return handle_add(f, b->bo, &a->handle);
}

/* ---------------------------------------------------------------- radeon GEM */

static int ioc_gem_info(struct sdrm_file *f, struct drm_radeon_gem_info *a)
{
	struct sdrm_dev *d = f->d;
	a->vram_size = d->heap[SGPU_SPACE_VRAM].size;
	a->vram_visible = a->vram_size;
	a->gart_size = d->heap[SGPU_SPACE_SYSMEM].size;
	return 0;
}

static int ioc_gem_create(struct sdrm_file *f, struct drm_radeon_gem_create *a)
{
	struct sdrm_dev *d = f->d;
	/* radeon_gem_create_ioctl: size rounded up to pages; alignment
	 * at least a page (radeon_gem_object_create) */
	uint64_t size = (a->size + 4095) & ~(uint64_t)4095;
	uint64_t align = a->alignment < 4096 ? 4096 : a->alignment;
	if (!size || size < a->size)
		return -EINVAL;
	if (align & (align - 1)) {
		dlog(d, "GEM_CREATE: alignment 0x%llx is not a power of two",
		     (unsigned long long)a->alignment);
		return -EINVAL;
	}
	if (size > d->heap[SGPU_SPACE_SYSMEM].size && size > d->heap[SGPU_SPACE_VRAM].size)
		return -ENOMEM;
	struct sdrm_bo *bo = bo_new(d, size, align, a->initial_domain, a->flags);
	if (!bo) {
		dlog(d, "GEM_CREATE: no room for 0x%llx bytes (domain 0x%x)",
		     (unsigned long long)size, a->initial_domain);
		return -ENOMEM;
	}
	int r = handle_add(f, bo, &a->handle);
	if (r)
		bo_unref(d, bo);
	return r;
}

static int ioc_gem_mmap(struct sdrm_file *f, struct drm_radeon_gem_mmap *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	a->addr_ptr = (uint64_t)(bo->id + 1) << MMAP_SHIFT;
	return 0;
}

static int ioc_gem_busy(struct sdrm_file *f, struct drm_radeon_gem_busy *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	a->domain = bo->domain;
	return bo_busy(f->d, bo) ? -EBUSY : 0;
}

static int ioc_gem_wait_idle(struct sdrm_file *f, struct drm_radeon_gem_wait_idle *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	/* every CS runs to its fence before the ioctl returns, or was
	 * declared a lockup and its fences forced */
	return bo_busy(f->d, bo) ? -EBUSY : 0;
}

static int ioc_gem_set_domain(struct sdrm_file *f, struct drm_radeon_gem_set_domain *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	/* radeon_gem_set_domain: waits for the BO when the CPU domain is
	 * asked; nothing moves here */
	return 0;
}

static int ioc_set_tiling(struct sdrm_file *f, struct drm_radeon_gem_set_tiling *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	bo->tiling = a->tiling_flags;
	bo->pitch = a->pitch;
	return 0;
}

static int ioc_get_tiling(struct sdrm_file *f, struct drm_radeon_gem_get_tiling *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	a->tiling_flags = bo->tiling;
	a->pitch = bo->pitch;
	return 0;
}

static int ioc_gem_op(struct sdrm_file *f, struct drm_radeon_gem_op *a)
{
	struct sdrm_bo *bo = lookup(f, a->handle);
	if (!bo)
		return -ENOENT;
	switch (a->op) {
	case RADEON_GEM_OP_GET_INITIAL_DOMAIN: a->value = bo->initial_domain; return 0;
	case RADEON_GEM_OP_SET_INITIAL_DOMAIN:
		bo->initial_domain =
		        (uint32_t)a->value &
		        (RADEON_GEM_DOMAIN_CPU | RADEON_GEM_DOMAIN_GTT | RADEON_GEM_DOMAIN_VRAM);
		return 0;
	default: return -EINVAL;
	}
}

/* ---------------------------------------------------------------- RADEON_INFO */

static int ioc_info(struct sdrm_file *f, struct drm_radeon_info *a)
{
	struct sdrm_dev *d = f->d;
	uint32_t v32 = 0, in = 0;
	uint64_t v64 = 0;
	bool wide = false;
	switch (a->request) {
	case RADEON_INFO_RING_WORKING:
	case RADEON_INFO_WANT_HYPERZ:
	case RADEON_INFO_WANT_CMASK:
	case RADEON_INFO_READ_REG:
	case RADEON_INFO_CRTC_FROM_ID: {
		int r = ucopy_in(&in, a->value, 4);
		if (r)
			return r;
		break;
	}
	default: break;
	}
	switch (a->request) {
	case RADEON_INFO_DEVICE_ID: v32 = d->opt.pci_device; break;
	case RADEON_INFO_NUM_GB_PIPES:
		v32 = 4;
		break; /* r420_pipes_init: GB_PIPE_SELECT of an R520 */
	case RADEON_INFO_NUM_Z_PIPES: v32 = 1; break; /* only RV530 has two */
	case RADEON_INFO_ACCEL_WORKING:
	case RADEON_INFO_ACCEL_WORKING2: v32 = 1; break;
	case RADEON_INFO_CRTC_FROM_ID: return -EINVAL; /* no display modelled: no CRTC ids */
	case RADEON_INFO_WANT_HYPERZ:
	case RADEON_INFO_WANT_CMASK: {
		/* radeon_set_filp_rights: 1 asks (granted when nobody holds
		 * it), 0 gives it back; the answer is whether this file holds
		 * it. The model has HiZ, ZMASK and CMASK (docs/hw/r5xx-raster.md) */
		struct sdrm_file **owner =
		        a->request == RADEON_INFO_WANT_HYPERZ ? &d->hyperz_owner : &d->cmask_owner;
		if (in == 1 && !*owner)
			*owner = f;
		else if (in == 0 && *owner == f)
			*owner = NULL;
		v32 = *owner == f;
		break;
	}
	case RADEON_INFO_CLOCK_CRYSTAL_FREQ: v32 = 27000; break; /* spll reference 27 MHz, in kHz */
	case RADEON_INFO_FUSION_GART_WORKING: v32 = 1; break;
	case RADEON_INFO_MAX_SE: v32 = 1; break;
	case RADEON_INFO_FASTFB_WORKING: v32 = 0; break;
	case RADEON_INFO_RING_WORKING:
		if (in == RADEON_CS_RING_GFX || in == RADEON_CS_RING_COMPUTE)
			v32 = 1;
		else if (in == RADEON_CS_RING_DMA || in == RADEON_CS_RING_UVD ||
		         in == RADEON_CS_RING_VCE)
			v32 = 0; /* an R520 has none of these rings */
		else
			return -EINVAL;
		break;
	case RADEON_INFO_SI_CP_DMA_COMPUTE: v32 = 1; break;
	case RADEON_INFO_MAX_SCLK: v32 = 625000; break; /* default_sclk * 10: 625 MHz in kHz */
	case RADEON_INFO_VCE_FW_VERSION:
	case RADEON_INFO_VCE_FB_VERSION: v32 = 0; break;
	case RADEON_INFO_NUM_BYTES_MOVED:
		wide = true;
		v64 = 0;
		break;
	case RADEON_INFO_VRAM_USAGE:
		wide = true;
		v64 = d->heap[SGPU_SPACE_VRAM].used;
		break;
	case RADEON_INFO_GTT_USAGE:
		wide = true;
		v64 = d->heap[SGPU_SPACE_SYSMEM].used;
		break;
	case RADEON_INFO_ACTIVE_CU_COUNT: v32 = 1; break;
	case RADEON_INFO_CURRENT_GPU_TEMP: v32 = 0; break;   /* no get_temperature on r5xx */
	case RADEON_INFO_CURRENT_GPU_SCLK: v32 = 625; break; /* MHz */
	case RADEON_INFO_CURRENT_GPU_MCLK: v32 = 750; break;
	case RADEON_INFO_READ_REG:
		/* r100_get_allowed_info_register */
		if (in != REG_RBBM_STATUS && in != REG_CP_STAT)
			return -EINVAL;
		v32 = sgpu_mmio_rd32(d->dev, in);
		break;
	case RADEON_INFO_VA_UNMAP_WORKING: v32 = 1; break;
	case RADEON_INFO_GPU_RESET_COUNTER: v32 = (uint32_t)d->stats.cs_lockups; break;
	case RADEON_INFO_TIMESTAMP:
		/* The kernel answers r6xx+ only; softgpu gives model time
		 * (steps) to any client that asks (docs/drm.md). */
		wide = true;
		v64 = sgpu_device_time(d->dev);
		break;
	case RADEON_INFO_TILING_CONFIG:
	case RADEON_INFO_NUM_BACKENDS:
	case RADEON_INFO_NUM_TILE_PIPES:
	case RADEON_INFO_BACKEND_MAP:
	case RADEON_INFO_VA_START:
	case RADEON_INFO_IB_VM_MAX_SIZE:
	case RADEON_INFO_MAX_PIPES:
	case RADEON_INFO_MAX_SH_PER_SE:
	case RADEON_INFO_SI_TILE_MODE_ARRAY:
	case RADEON_INFO_CIK_MACROTILE_MODE_ARRAY:
	case RADEON_INFO_SI_BACKEND_ENABLED_MASK:
		return -EINVAL; /* r6xx+ (or SI/CIK) only in radeon_info_ioctl */
	default: return -EINVAL;
	}
	return wide ? ucopy_out(a->value, &v64, 8) : ucopy_out(a->value, &v32, 4);
}

/* ---------------------------------------------------------------- CS */

struct reloc {
	struct sdrm_bo *bo;
	uint32_t gpu;
};

struct cs {
	struct sdrm_dev *d;
	struct sdrm_file *f; /* p->filp: the rights are checked against it */
	uint32_t *ib;
	uint32_t len;
	uint32_t idx; /* p->idx: next packet */
	struct reloc *relocs;
	uint32_t relocs_dw; /* the RELOCS chunk's length_dw (0: none) */
	uint32_t flags;
	const char *why;
	uint32_t why_at, why_val;
};

static int cs_fail(struct cs *p, const char *why, uint32_t at, uint32_t val)
{
	p->why = why;
	p->why_at = at;
	p->why_val = val;
	return -EINVAL;
}

struct pkt {
	uint32_t idx, type, count, reg, opcode;
	bool one_reg_wr;
};

/* radeon_cs_packet_parse with r100's type-0 fields */
static int cs_packet(struct cs *p, uint32_t idx, struct pkt *k)
{
	if (idx >= p->len)
		return cs_fail(p, "packet after the end of the CS", idx, 0);
	uint32_t h = p->ib[idx];
	k->idx = idx;
	k->type = h >> 30;
	k->count = (h >> 16) & 0x3fff;
	k->reg = (h & 0x1fff) << 2;
	k->one_reg_wr = (h >> 15) & 1;
	k->opcode = (h >> 8) & 0xff;
	if (k->type == 2) {
		k->count = UINT32_MAX; /* -1: the packet is its header */
		return 0;
	}
	if ((uint64_t)k->count + 1 + idx >= p->len)
		return cs_fail(p, "packet ends after the CS", idx, h);
	return 0;
}

/* radeon_cs_packet_next_reloc: the next packet must be a type-3 NOP whose
 * payload is the reloc's dword index in the RELOCS chunk. */
static int cs_next_reloc(struct cs *p, struct reloc **out)
{
	if (!p->relocs_dw)
		return cs_fail(p, "no relocation chunk", p->idx, 0);
	struct pkt k;
	int r = cs_packet(p, p->idx, &k);
	if (r)
		return r;
	p->idx += k.count + 2;
	if (k.type != 3 || k.opcode != PKT3_NOP)
		return cs_fail(p, "no type-3 NOP for a relocation", k.idx, p->ib[k.idx]);
	uint32_t ri = p->ib[k.idx + 1];
	if (ri >= p->relocs_dw)
		return cs_fail(p, "relocation index after the relocations chunk", k.idx + 1, ri);
	*out = &p->relocs[ri / 4];
	return 0;
}

/* reg_srcs/rv515: the registers a CS writes without a check (bit clear
 * in the kernel's rv515_reg_safe_bm), as (first, last) ranges. */
static const uint16_t rv515_safe[][2] = {
        {0x1434, 0x143c}, {0x146c, 0x146c}, {0x1474, 0x1484}, {0x1598, 0x1598}, {0x15c0, 0x15cc},
        {0x15d8, 0x15dc}, {0x1600, 0x1608}, {0x16c0, 0x16c0}, {0x16cc, 0x16d0}, {0x16e8, 0x16f4},
        {0x1714, 0x1714}, {0x1720, 0x1720}, {0x172c, 0x172c}, {0x1d98, 0x1dac}, {0x2080, 0x2080},
        {0x208c, 0x2094}, {0x20b0, 0x20b0}, {0x2138, 0x2138}, {0x2140, 0x2140}, {0x2150, 0x216c},
        {0x2180, 0x21c4}, {0x21dc, 0x2208}, {0x2218, 0x226c}, {0x2284, 0x2288}, {0x2290, 0x22dc},
        {0x2500, 0x257c}, {0x342c, 0x342c}, {0x4000, 0x4008}, {0x4010, 0x4014}, {0x401c, 0x4024},
        {0x4074, 0x40b0}, {0x4100, 0x4100}, {0x4114, 0x4120}, {0x4200, 0x420c}, {0x4214, 0x4214},
        {0x421c, 0x421c}, {0x4230, 0x4238}, {0x4250, 0x4258}, {0x4260, 0x4268}, {0x4278, 0x4280},
        {0x4288, 0x4298}, {0x42a0, 0x42b8}, {0x42c0, 0x42c8}, {0x4300, 0x4304}, {0x4320, 0x435c},
        {0x43a8, 0x43a8}, {0x43b0, 0x43d0}, {0x43e0, 0x43e0}, {0x43e8, 0x43e8}, {0x4440, 0x447c},
        {0x4580, 0x45fc}, {0x4600, 0x4604}, {0x4620, 0x4624}, {0x4630, 0x467c}, {0x46a4, 0x46b4},
        {0x4bc0, 0x4bd8}, {0x4be0, 0x4be0}, {0x4c00, 0x4dfc}, {0x4e08, 0x4e08}, {0x4e10, 0x4e24},
        {0x4e48, 0x4e7c}, {0x4ea0, 0x4ea4}, {0x4ef8, 0x4efc}, {0x4f04, 0x4f08}, {0x4f14, 0x4f18},
        {0x4f28, 0x4f28}, {0x4f58, 0x4f58}, {0x4fd4, 0x4fd4},
};
/* rv515_reg_safe_bm covers registers below this (mkregtable) */
#define RV515_BM_END (219u * 128u)

static bool reg_safe(uint32_t reg)
{
	for (size_t i = 0; i < sizeof(rv515_safe) / sizeof(rv515_safe[0]); i++)
		if (reg >= rv515_safe[i][0] && reg <= rv515_safe[i][1])
			return true;
	return false;
}

static int cs_reloc_add(struct cs *p, uint32_t idx, uint32_t reg)
{
	struct reloc *rl;
	int r = cs_next_reloc(p, &rl);
	if (r)
		return r;
	(void)reg;
	p->ib[idx] += rl->gpu;
	return 0;
}

/* r300_packet0_check, less the r100_cs_track bookkeeping (the model
 * bounds-checks every access itself; docs/drm.md) */
static int cs_reg_check(struct cs *p, uint32_t idx, uint32_t reg)
{
	uint32_t v = p->ib[idx];
	struct reloc *rl;
	int r;
	bool keep = p->flags & RADEON_CS_KEEP_TILING_FLAGS;
	switch (reg) {
	case 0x1428: /* RADEON_SRC_PITCH_OFFSET */
	case 0x142c: /* RADEON_DST_PITCH_OFFSET: r100_reloc_pitch_offset */
		if ((r = cs_next_reloc(p, &rl)))
			return r;
		{
			uint32_t tmp = (v & 0x003fffff) + (rl->gpu >> 10), tile = 0;
			if (keep) {
				p->ib[idx] = (v & 0xffc00000) | tmp;
			} else {
				if (rl->bo->tiling & RADEON_TILING_MACRO)
					tile |= 1u << 30; /* RADEON_DST_TILE_MACRO */
				if (rl->bo->tiling & RADEON_TILING_MICRO) {
					if (reg == 0x1428)
						return cs_fail(p,
						               "src blit from a microtiled surface",
						               idx, v);
					tile |= 2u << 30; /* RADEON_DST_TILE_MICRO */
				}
				p->ib[idx] = (v & 0x3fc00000) | tmp | tile;
			}
		}
		return 0;
	case 0x4e28:
	case 0x4e2c:
	case 0x4e30:
	case 0x4e34: /* RB3D_COLOROFFSET0-3 */
	case 0x4f20: /* ZB_DEPTHOFFSET */
	case 0x4f5c: /* ZB_ZPASS_ADDR */
	case 0x4e80: /* RB3D_AARESOLVE_OFFSET */ return cs_reloc_add(p, idx, reg);
	case 0x4540:
	case 0x4544:
	case 0x4548:
	case 0x454c:
	case 0x4550:
	case 0x4554:
	case 0x4558:
	case 0x455c:
	case 0x4560:
	case 0x4564:
	case 0x4568:
	case 0x456c:
	case 0x4570:
	case 0x4574:
	case 0x4578:
	case 0x457c: /* TX_OFFSET_0-15 */
		if ((r = cs_next_reloc(p, &rl)))
			return r;
		if (keep) {
			p->ib[idx] = (v & 31) | ((v & ~31u) + rl->gpu); /* keeps the low 5 bits */
		} else {
			uint32_t tile = 0;
			if (rl->bo->tiling & RADEON_TILING_MACRO)
				tile |= 1u << 2; /* R300_TXO_MACRO_TILE */
			if (rl->bo->tiling & RADEON_TILING_MICRO)
				tile |= 1u << 3; /* R300_TXO_MICRO_TILE */
			else if (rl->bo->tiling & RADEON_TILING_MICRO_SQUARE)
				tile |= 2u << 3; /* R300_TXO_MICRO_TILE_SQUARE */
			p->ib[idx] = (v + rl->gpu) | tile;
		}
		return 0;
	case 0x4e38:
	case 0x4e3c:
	case 0x4e40:
	case 0x4e44: /* RB3D_COLORPITCH0-3 */
		if (!keep) {
			if ((r = cs_next_reloc(p, &rl)))
				return r;
			uint32_t tile = 0;
			if (rl->bo->tiling & RADEON_TILING_MACRO)
				tile |= 1u << 16; /* R300_COLOR_TILE_ENABLE */
			if (rl->bo->tiling & RADEON_TILING_MICRO)
				tile |= 1u << 17; /* R300_COLOR_MICROTILE_ENABLE */
			else if (rl->bo->tiling & RADEON_TILING_MICRO_SQUARE)
				tile |= 2u << 17;
			p->ib[idx] = (v & ~(7u << 16)) | tile;
		}
		switch ((v >> 21) & 0xf) {
		case 3:
		case 4:
		case 5:
		case 6:
		case 7:
		case 9:
		case 10:
		case 11:
		case 12:
		case 13:
		case 15: return 0;
		default: return cs_fail(p, "invalid colour buffer format", idx, v);
		}
	case 0x4f24: /* ZB_DEPTHPITCH */
		if (!keep) {
			if ((r = cs_next_reloc(p, &rl)))
				return r;
			uint32_t tile = 0;
			if (rl->bo->tiling & RADEON_TILING_MACRO)
				tile |= 1u << 16; /* R300_DEPTHMACROTILE_ENABLE */
			if (rl->bo->tiling & RADEON_TILING_MICRO)
				tile |= 1u << 17; /* R300_DEPTHMICROTILE_TILED */
			else if (rl->bo->tiling & RADEON_TILING_MICRO_SQUARE)
				tile |= 2u << 17;
			p->ib[idx] = (v & ~(7u << 16)) | tile;
		}
		return 0;
	case 0x4f10: /* ZB_FORMAT */
		return (v & 0xf) <= 2 ? 0 : cs_fail(p, "invalid z buffer format", idx, v);
	case 0x4e00: /* RB3D_CCTL: CMASK_ENABLE needs the CMASK right */
		return (v & 1u << 10) && p->d->cmask_owner != p->f
		               ? cs_fail(p, "RB3D_CCTL enables CMASK without the right", idx, v)
		               : 0;
	case 0x43a4: /* SC_HYPERZ_EN: cleared without complaint for non-owners */
		if (p->d->hyperz_owner != p->f)
			p->ib[idx] = v & ~1u;
		return 0;
	case 0x4f1c: /* ZB_BW_CNTL: HIZ, FAST_FILL, RD/WR_COMP need the HyperZ right */
		return (v & 0x1d) && p->d->hyperz_owner != p->f
		               ? cs_fail(p, "ZB_BW_CNTL enables HyperZ without the right", idx, v)
		               : 0;
	case 0x4f30:
	case 0x4f34:
	case 0x4f44:
	case 0x4f54: /* ZMASK/HIZ offset and pitch */
	case 0x4028: /* GB_Z_PEQ_CONFIG */
		return v && p->d->hyperz_owner != p->f
		               ? cs_fail(p, "HyperZ register without the right", idx, v)
		               : 0;
	case 0x2084:
	case 0x20b4:
	case 0x2134:
	case 0x2088:
	case 0x43e4:
	case 0x4f00:
	case 0x4104:
	case 0x4e0c:
	case 0x4e04:
	case 0x4e84:
	case 0x4e88: return 0; /* tracked registers */
	default:
		if ((reg >= 0x4400 && reg <= 0x443c) || (reg >= 0x4480 && reg <= 0x44fc) ||
		    (reg >= 0x4500 && reg <= 0x453c))
			return 0; /* TX_FILTER0, TX_FORMAT0/1/2 (format checks left to the model) */
		return cs_fail(p, "forbidden register", idx, reg);
	}
}

/* r100_cs_parse_packet0 */
static int cs_packet0(struct cs *p, const struct pkt *k)
{
	uint32_t reg = k->reg, idx = k->idx + 1;
	uint32_t last = k->one_reg_wr ? reg : reg + (k->count << 2);
	if (last >= RV515_BM_END)
		return cs_fail(p, "register outside the checked range", k->idx, last);
	for (uint32_t i = 0; i <= k->count; i++, idx++) {
		bool safe = reg_safe(reg);
		if (!safe) {
			int r = cs_reg_check(p, idx, reg);
			if (r)
				return r;
		}
		if (k->one_reg_wr) {
			if (safe)
				break; /* the kernel checks a safe ONE_REG_WR register once */
		} else {
			reg += 4;
		}
	}
	return 0;
}

/* r300_packet3_check */
static int cs_packet3(struct cs *p, const struct pkt *k)
{
	uint32_t idx = k->idx + 1, end = k->idx + k->count + 1; /* last payload dword */
	struct reloc *rl;
	int r;
	switch (k->opcode) {
	case PKT3_3D_LOAD_VBPNTR: { /* r100_packet3_load_vbpntr */
		uint32_t c = p->ib[idx++] & 0x1f;
		if (c > 16)
			return cs_fail(p, "more than 16 vertex arrays", k->idx, c);
		for (uint32_t i = 0; i + 1 < c; i += 2, idx += 3) {
			if (idx + 2 > end)
				return cs_fail(p, "vertex arrays past the packet", k->idx, c);
			if ((r = cs_next_reloc(p, &rl)))
				return r;
			p->ib[idx + 1] += rl->gpu;
			if ((r = cs_next_reloc(p, &rl)))
				return r;
			p->ib[idx + 2] += rl->gpu;
		}
		if (c & 1) {
			if (idx + 1 > end)
				return cs_fail(p, "vertex arrays past the packet", k->idx, c);
			if ((r = cs_next_reloc(p, &rl)))
				return r;
			p->ib[idx + 1] += rl->gpu;
		}
		return 0;
	}
	case PKT3_INDX_BUFFER:
		if (idx + 1 > end)
			return cs_fail(p, "INDX_BUFFER without an address", k->idx, 0);
		if ((r = cs_next_reloc(p, &rl)))
			return r;
		p->ib[idx + 1] += rl->gpu;
		return 0;
	case PKT3_3D_DRAW_IMMD:
		if (idx + 1 > end || ((p->ib[idx + 1] >> 4) & 3) != 3)
			return cs_fail(p, "PRIM_WALK must be 3 for IMMD draw", k->idx, 0);
		return 0;
	case PKT3_3D_DRAW_IMMD_2:
		if (((p->ib[idx] >> 4) & 3) != 3)
			return cs_fail(p, "PRIM_WALK must be 3 for IMMD draw", k->idx, p->ib[idx]);
		return 0;
	case PKT3_3D_DRAW_VBUF:
	case PKT3_3D_DRAW_VBUF_2:
	case PKT3_3D_DRAW_INDX:
	case PKT3_3D_DRAW_INDX_2:
	case PKT3_NOP: return 0;
	case PKT3_3D_CLEAR_HIZ:
	case PKT3_3D_CLEAR_ZMASK:
		return p->d->hyperz_owner == p->f
		               ? 0
		               : cs_fail(p, "HyperZ clear without the right", k->idx, 0);
	case PKT3_3D_CLEAR_CMASK:
		return p->d->cmask_owner == p->f
		               ? 0
		               : cs_fail(p, "CMASK clear without the right", k->idx, 0);
	default: return cs_fail(p, "packet3 opcode not supported", k->idx, k->opcode);
	}
}

/* r300_cs_parse */
static int cs_parse(struct cs *p)
{
	p->idx = 0;
	do {
		struct pkt k;
		int r = cs_packet(p, p->idx, &k);
		if (r)
			return r;
		p->idx += k.count + 2;
		switch (k.type) {
		case 0: r = cs_packet0(p, &k); break;
		case 2: break;
		case 3: r = cs_packet3(p, &k); break;
		default: return cs_fail(p, "unknown packet type", k.idx, p->ib[k.idx]);
		}
		if (r)
			return r;
	} while (p->idx < p->len);
	return 0;
}

static void cs_trace(struct sdrm_dev *d, const uint32_t *ib, uint32_t len, uint32_t nrelocs)
{
	FILE *t = d->opt.trace;
	if (!t)
		return;
	fprintf(t, "# cs %u: IB at 0x%08x, %u dwords, %u relocs\n", d->fence_seq + 1,
	        (uint32_t)d->bus_base[SGPU_SPACE_SYSMEM] + IB_OFF, len, nrelocs);
	for (uint32_t i = 0; i < len; i++)
		fprintf(t, "%08x%c", ib[i], (i % 8 == 7 || i + 1 == len) ? '\n' : ' ');
	fflush(t);
}

/* radeon_ib_schedule: r100_ring_ib_execute, then r300_fence_ring_emit */
static void cs_submit(struct sdrm_dev *d, const uint32_t *ib, uint32_t len,
                      const struct reloc *relocs, uint32_t nrelocs)
{
	uint32_t gart = (uint32_t)d->bus_base[SGPU_SPACE_SYSMEM];
	sgpu_mem_write(d->dev, SGPU_SPACE_SYSMEM, IB_OFF, ib, (size_t)len * 4);
	if (d->opt.replay) {
		/* what the CPU put in the BOs (vertices, shaders, textures), as
		 * it is now, each BO once */
		fprintf(d->opt.replay, "# cs %u: %u relocations, IB of %u dwords\n",
		        d->fence_seq + 1, nrelocs, len);
		for (uint32_t i = 0; i < nrelocs; i++) {
			bool seen = false;
			for (uint32_t j = 0; j < i; j++)
				seen |= relocs[j].bo == relocs[i].bo;
			if (!seen)
				replay_mem(d, relocs[i].bo->space, relocs[i].bo->offset,
				           relocs[i].bo->size, false);
		}
		replay_mem(d, SGPU_SPACE_SYSMEM, IB_OFF, (uint64_t)len * 4, true);
	}
	uint32_t seq = ++d->fence_seq;
	ring_reg(d, REG_SCRATCH_REG1, (d->wptr + 2 + 3) % RING_DW); /* rptr_save_reg */
	ring_put(d, PKT0(REG_CP_IB_BASE, 1));
	ring_put(d, gart + IB_OFF);
	ring_put(d, len);
	ring_reg(d, 0x43e0, 0);   /* R300_RE_SCISSORS_TL: SC and US assert idle */
	ring_reg(d, 0x43e4, 0);   /* R300_RE_SCISSORS_BR */
	ring_reg(d, 0x4e4c, 0x2); /* RB3D_DSTCACHE_CTLSTAT: DC_FLUSH */
	ring_reg(d, 0x4f18, 0x1); /* ZB_ZCACHE_CTLSTAT: ZC_FLUSH */
	ring_reg(d, REG_WAIT_UNTIL, 1u << 17 | 1u << 16 | 1u << 9);
	ring_reg(d, REG_HOST_PATH_CNTL, 1u << 27); /* HDP_READ_BUFFER_INVALIDATE */
	ring_reg(d, REG_HOST_PATH_CNTL, 0);
	ring_reg(d, REG_SCRATCH_REG0, seq);
	ring_reg(d, REG_GEN_INT_STATUS, SW_INT_FIRE);
	bool ok = ring_commit(d);
	uint32_t done = wb_read(d, WB_SCRATCH);
	if (d->opt.replay && ok && done == seq)
		fprintf(d->opt.replay, "mem expect sysmem 0x%x u32 %u  # the fence\n",
		        WB_OFF + WB_SCRATCH, seq);
	if (!ok || done != seq) {
		/* radeon_fence_wait times out, the kernel resets the GPU
		 * (radeon_gpu_reset) and the fences count as signalled */
		d->stats.cs_lockups++;
		dlog(d,
		     "CS %u: the fence did not signal within %llu steps (fence reads %u): GPU "
		     "reset",
		     seq, (unsigned long long)d->opt.cs_budget, done);
		sgpu_device_reset(d->dev);
		if (d->opt.replay)
			fprintf(d->opt.replay, "reset\n");
		ring_init(d);
	}
	d->fence_done = seq;
}

static int ioc_cs(struct sdrm_file *f, struct drm_radeon_cs *a)
{
	struct sdrm_dev *d = f->d;
	struct cs p = {.d = d, .f = f};
	int r = 0;
	uint64_t *chunk_ptrs = NULL;
	struct drm_radeon_cs_chunk ib_chunk = {0}, rel_chunk = {0};
	bool have_ib = false, have_rel = false;
	uint32_t ring = RADEON_CS_RING_GFX;

	/* radeon_cs_parser_init */
	if (!a->num_chunks)
		return 0;
	if (a->num_chunks > 64) {
		dlog(d, "CS: %u chunks", a->num_chunks);
		return -EINVAL;
	}
	chunk_ptrs = calloc(a->num_chunks, sizeof(*chunk_ptrs));
	if (!chunk_ptrs)
		return -ENOMEM;
	if ((r = ucopy_in(chunk_ptrs, a->chunks, a->num_chunks * sizeof(*chunk_ptrs))))
		goto out;
	for (uint32_t i = 0; i < a->num_chunks; i++) {
		struct drm_radeon_cs_chunk c;
		if ((r = ucopy_in(&c, chunk_ptrs[i], sizeof(c))))
			goto out;
		switch (c.chunk_id) {
		case RADEON_CHUNK_ID_RELOCS:
			rel_chunk = c;
			have_rel = true;
			break;
		case RADEON_CHUNK_ID_IB:
			if (!c.length_dw) {
				r = -EINVAL;
				goto out;
			}
			ib_chunk = c;
			have_ib = true;
			break;
		case RADEON_CHUNK_ID_FLAGS: {
			uint32_t fl[2] = {0, 0};
			if (!c.length_dw) {
				r = -EINVAL;
				goto out;
			}
			if ((r = ucopy_in(fl, c.chunk_data, (c.length_dw > 1 ? 2 : 1) * 4)))
				goto out;
			p.flags = fl[0];
			if (c.length_dw > 1)
				ring = fl[1];
			break;
		}
		case RADEON_CHUNK_ID_CONST_IB:
			dlog(d, "CS: a CONST_IB chunk is for SI and later");
			r = -EINVAL;
			goto out;
		default:
			/* the kernel copies chunks it does not know and ignores them */
			break;
		}
	}
	/* radeon_cs_get_ring: an R520 has only the GFX ring */
	if (ring != RADEON_CS_RING_GFX && ring != RADEON_CS_RING_COMPUTE) {
		dlog(d, "CS: ring %u is not on an R520", ring);
		r = -EINVAL;
		goto out;
	}
	if (p.flags & RADEON_CS_USE_VM) {
		dlog(d, "CS: VM not active on asic");
		r = -EINVAL;
		goto out;
	}
	/* radeon_cs_parser_relocs */
	if (have_rel && rel_chunk.length_dw) {
		uint32_t n = rel_chunk.length_dw / 4;
		if (rel_chunk.length_dw > (1u << 20)) {
			r = -ENOMEM;
			goto out;
		}
		struct drm_radeon_cs_reloc *ur = calloc(n ? n : 1, sizeof(*ur));
		p.relocs = calloc(n ? n : 1, sizeof(*p.relocs));
		if (!ur || !p.relocs) {
			free(ur);
			r = -ENOMEM;
			goto out;
		}
		if ((r = ucopy_in(ur, rel_chunk.chunk_data, (size_t)n * sizeof(*ur)))) {
			free(ur);
			goto out;
		}
		for (uint32_t i = 0; i < n; i++) {
			struct sdrm_bo *bo = lookup(f, ur[i].handle);
			if (!bo) {
				dlog(d, "CS: gem object lookup failed 0x%x", ur[i].handle);
				r = -ENOENT;
				break;
			}
			uint32_t dom = ur[i].write_domain ? ur[i].write_domain : ur[i].read_domains;
			if (dom & RADEON_GEM_DOMAIN_CPU) {
				dlog(d, "CS: RADEON_GEM_DOMAIN_CPU is not valid for CS");
				r = -EINVAL;
				break;
			}
			p.relocs[i] = (struct reloc){bo, bo->gpu_addr};
		}
		free(ur);
		if (r)
			goto out;
		p.relocs_dw = rel_chunk.length_dw;
	}
	if (!have_ib)
		goto out; /* radeon_cs_ib_chunk: no IB, nothing to do */
	/* radeon_cs_ib_fill */
	if (ib_chunk.length_dw > IB_MAX_DW) {
		dlog(d, "CS: IB too big: %u dwords", ib_chunk.length_dw);
		r = -EINVAL;
		goto out;
	}
	p.len = ib_chunk.length_dw;
	p.ib = malloc((size_t)p.len * 4);
	if (!p.ib) {
		r = -ENOMEM;
		goto out;
	}
	if ((r = ucopy_in(p.ib, ib_chunk.chunk_data, (size_t)p.len * 4)))
		goto out;
	if ((r = cs_parse(&p))) {
		dlog(d, "CS rejected: %s at dword %u (0x%08x)", p.why, p.why_at, p.why_val);
		goto out;
	}
	cs_trace(d, p.ib, p.len, p.relocs_dw / 4);
	cs_submit(d, p.ib, p.len, p.relocs, p.relocs_dw / 4);
	for (uint32_t i = 0; i < p.relocs_dw / 4; i++)
		p.relocs[i].bo->fence = d->fence_seq;
	d->stats.cs_submitted++;
	d->stats.ib_dwords += p.len;
out:
	if (r)
		d->stats.cs_rejected++;
	free(chunk_ptrs);
	free(p.ib);
	free(p.relocs);
	return r;
}

/* ---------------------------------------------------------------- dispatch */

/* drm_ioctl: the argument is copied in at the size the request encodes,
 * zero-extended to the kernel's size, and copied back out for _IOR. */
int sdrm_ioctl(struct sdrm_file *f, unsigned long request, void *arg)
{
	struct sdrm_dev *d = f->d;
	unsigned type = _IOC_TYPE(request), nr = _IOC_NR(request), dir = _IOC_DIR(request);
	size_t usize = _IOC_SIZE(request);
	union {
		struct drm_version version;
		struct drm_unique unique;
		struct drm_auth auth;
		struct drm_set_version set_version;
		struct drm_gem_close gem_close;
		struct drm_gem_flink flink;
		struct drm_gem_open gem_open;
		struct drm_get_cap cap;
		struct drm_prime_handle prime;
		struct drm_radeon_gem_info gem_info;
		struct drm_radeon_gem_create create;
		struct drm_radeon_gem_mmap mmap;
		struct drm_radeon_gem_busy busy;
		struct drm_radeon_gem_wait_idle wait;
		struct drm_radeon_gem_set_domain domain;
		struct drm_radeon_gem_set_tiling tiling;
		struct drm_radeon_gem_get_tiling get_tiling;
		struct drm_radeon_gem_op op;
		struct drm_radeon_gem_va va;
		struct drm_radeon_gem_userptr userptr;
		struct drm_radeon_info info;
		struct drm_radeon_cs cs;
		uint8_t bytes[128];
	} k;
	memset(&k, 0, sizeof(k));
	if (type != DRM_IOCTL_BASE)
		return -ENOTTY;
	if (usize > sizeof(k))
		usize = sizeof(k);
	int r = 0;
	pthread_mutex_lock(&d->lock);
	d->stats.ioctls++;
	if ((dir & _IOC_WRITE) && (r = ucopy_in(&k, (uintptr_t)arg, usize)))
		goto out;
	if (nr >= DRM_COMMAND_BASE) {
		switch (nr - DRM_COMMAND_BASE) {
		case DRM_RADEON_GEM_INFO: r = ioc_gem_info(f, &k.gem_info); break;
		case DRM_RADEON_GEM_CREATE: r = ioc_gem_create(f, &k.create); break;
		case DRM_RADEON_GEM_MMAP: r = ioc_gem_mmap(f, &k.mmap); break;
		case DRM_RADEON_GEM_SET_DOMAIN: r = ioc_gem_set_domain(f, &k.domain); break;
		case DRM_RADEON_GEM_WAIT_IDLE: r = ioc_gem_wait_idle(f, &k.wait); break;
		case DRM_RADEON_CS: r = ioc_cs(f, &k.cs); break;
		case DRM_RADEON_INFO: r = ioc_info(f, &k.info); break;
		case DRM_RADEON_GEM_SET_TILING: r = ioc_set_tiling(f, &k.tiling); break;
		case DRM_RADEON_GEM_GET_TILING: r = ioc_get_tiling(f, &k.get_tiling); break;
		case DRM_RADEON_GEM_BUSY: r = ioc_gem_busy(f, &k.busy); break;
		case DRM_RADEON_GEM_OP: r = ioc_gem_op(f, &k.op); break;
		case DRM_RADEON_GEM_PREAD:
		case DRM_RADEON_GEM_PWRITE:
			r = -ENOSYS;
			break; /* radeon_gem_pread_ioctl: unimplemented */
		case DRM_RADEON_GEM_VA:
			k.va.operation = RADEON_VA_RESULT_ERROR; /* no VM before Cayman */
			r = -ENOTTY;
			break;
		case DRM_RADEON_GEM_USERPTR: r = -EINVAL; break; /* "< CHIP_R600": not on an R520 */
		default:
			dlog(d, "ioctl 0x%lx: radeon command 0x%x not answered", request,
			     nr - DRM_COMMAND_BASE);
			r = -EINVAL;
			break;
		}
	} else {
		switch (nr) {
		case 0x00: r = ioc_version(f, &k.version); break;
		case 0x01:
			r = copy_string((uintptr_t)k.unique.unique, &k.unique.unique_len,
			                "pci:0000:01:00.0");
			break;
		case 0x02: /* GET_MAGIC: not for render nodes */
			if (f->render)
				r = -EACCES;
			else
				k.auth.magic = d->magic++;
			break;
		case 0x11: r = f->render ? -EACCES : 0; break; /* AUTH_MAGIC */
		case 0x07: /* SET_VERSION: report the interface 1.4 and the driver 2.50 */
			k.set_version = (struct drm_set_version){1, 4, 2, 50};
			break;
		case 0x09: r = ioc_gem_close(f, &k.gem_close); break;
		case 0x0a: r = ioc_flink(f, &k.flink); break;
		case 0x0b: r = ioc_gem_open(f, &k.gem_open); break;
		case 0x0c: r = ioc_get_cap(f, &k.cap); break;
		case 0x0d: r = -EINVAL; break; /* SET_CLIENT_CAP: no KMS client caps on this node */
		case 0x2d: r = ioc_prime_to_fd(f, &k.prime); break;
		case 0x2e: r = ioc_prime_to_handle(f, &k.prime); break;
		default:
			dlog(d, "ioctl 0x%lx (DRM 0x%02x) not answered", request, nr);
			r = -EINVAL;
			break;
		}
	}
	if (!r && (dir & _IOC_READ))
		r = ucopy_out((uintptr_t)arg, &k, usize);
out:
	if (r)
		d->stats.ioctl_errors++;
	pthread_mutex_unlock(&d->lock);
	return r;
}

static int map_target(struct sdrm_dev *d, struct sdrm_bo *bo, uint64_t within, uint64_t len,
                      int *fd, uint64_t *fd_off)
{
	if (within > bo->size || len > bo->size - within || (within & 4095))
		return -EINVAL;
	*fd = d->mem_fd[bo->space];
	*fd_off = d->mem_fd_off[bo->space] + bo->offset + within;
	return 0;
}

int sdrm_mmap_target(struct sdrm_file *f, uint64_t offset, uint64_t len, int *fd,
                     uint64_t *fd_offset)
{
	struct sdrm_dev *d = f->d;
	pthread_mutex_lock(&d->lock);
	uint64_t id = (offset >> MMAP_SHIFT) - 1;
	int r = -EINVAL; /* drm_gem_mmap: no object at that offset */
	if ((offset >> MMAP_SHIFT) && id < d->nbos && d->bos[id])
		r = map_target(d, d->bos[id], offset & ((1ull << MMAP_SHIFT) - 1), len, fd,
		               fd_offset);
	pthread_mutex_unlock(&d->lock);
	return r;
}

int sdrm_dmabuf_mmap_target(struct sdrm_dev *d, int dmabuf_fd, uint64_t offset, uint64_t len,
                            int *fd, uint64_t *fd_offset)
{
	pthread_mutex_lock(&d->lock);
	struct dmabuf *b = dmabuf_find(d, dmabuf_fd);
	int r = b ? map_target(d, b->bo, offset, len, fd, fd_offset) : -ENODEV;
	pthread_mutex_unlock(&d->lock);
	return r;
}

bool sdrm_is_dmabuf(struct sdrm_dev *d, int fd)
{
	pthread_mutex_lock(&d->lock);
	bool r = dmabuf_find(d, fd) != NULL;
	pthread_mutex_unlock(&d->lock);
	return r;
}

bool sdrm_dmabuf_closed(struct sdrm_dev *d, int dmabuf_fd)
{
	pthread_mutex_lock(&d->lock);
	struct dmabuf *b = dmabuf_find(d, dmabuf_fd);
	if (b) {
		struct sdrm_bo *bo = b->bo;
		*b = d->dmabufs[--d->ndmabufs];
		bo->dmabufs--;
		bo_unref(d, bo);
	}
	pthread_mutex_unlock(&d->lock);
	return b != NULL;
}
