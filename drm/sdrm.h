/* softgpu's radeon DRM device: the kernel half of the shim. A client of
 * the public softgpu API only. sdrm_* is what the preload layer
 * (drm/shim.c), the unit tests and the fuzz target call; docs/drm.md says
 * what each ioctl answers and where that comes from. */
#ifndef SOFTGPU_DRM_SDRM_H
#define SOFTGPU_DRM_SDRM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <softgpu/softgpu.h>

struct sdrm_dev;
struct sdrm_file;

struct sdrm_options {
	const char *chip;    /* NULL: "r520" */
	uint16_t pci_device; /* 0: 0x7100 (Radeon X1800, an R520) */
	uint64_t vram_size;  /* 0: 128 MiB */
	uint64_t gart_size;  /* 0: 256 MiB */
	uint64_t cs_budget;  /* steps one CS may run; 0: 100 million */
	FILE *trace;         /* submitted IBs as `softgpu decode --pm4 --hex` text, or NULL */
	/* a .sgs script that replays the session without Mesa: the device
	 * set-up, and per CS the contents of its BOs, the IB, the ring words,
	 * the WPTR write and a run; or NULL */
	FILE *replay;
	bool quiet; /* drop the model's log messages (counted, not printed) */
	/* a new file descriptor for a PRIME export (the shim opens one that
	 * its fd table then knows); NULL: no PRIME export */
	int (*new_fd)(void *user);
	void *new_fd_user;
};

struct sdrm_stats {
	uint64_t cs_submitted; /* CS ioctls that reached the ring */
	uint64_t cs_rejected;  /* CS ioctls refused with an errno */
	uint64_t cs_lockups;   /* CS whose fence did not signal within the budget */
	uint64_t ioctls, ioctl_errors;
	uint64_t bos_created;
	uint64_t ib_dwords;
	/* model steps the CSs ran (to their fence, or to the budget), and the
	 * most one CS took: what SOFTGPU_DRM_CS_BUDGET has to cover */
	uint64_t cs_steps, cs_steps_max;
	uint64_t log[SGPU_LOG_LEVEL_COUNT]; /* messages the model raised, per level */
};

/* 0 or a negative errno. */
int sdrm_dev_create(const struct sdrm_options *opt, struct sdrm_dev **out);
void sdrm_dev_destroy(struct sdrm_dev *d);
sgpu_device *sdrm_dev_model(struct sdrm_dev *d);
uint16_t sdrm_dev_pci_device(const struct sdrm_dev *d);
void sdrm_dev_stats(struct sdrm_dev *d, struct sdrm_stats *st);

/* A drm_file: what one open() of the node is. render: renderD128 (no
 * GET_MAGIC), else card0. */
struct sdrm_file *sdrm_file_open(struct sdrm_dev *d, bool render);
void sdrm_file_close(struct sdrm_file *f);

/* The ioctl entry point: request as ioctl(2) gets it, arg the caller's
 * pointer (checked like copy_from_user: a bad pointer is -EFAULT, not a
 * crash). Returns 0 or a negative errno. */
int sdrm_ioctl(struct sdrm_file *f, unsigned long request, void *arg);

/* An mmap of the node at offset (a GEM_MMAP addr_ptr) for len bytes:
 * the memory file and offset to map instead, or a negative errno. */
int sdrm_mmap_target(struct sdrm_file *f, uint64_t offset, uint64_t len, int *fd,
                     uint64_t *fd_offset);
/* The same for a PRIME fd the device gave out (shim: any mmap of it). */
int sdrm_dmabuf_mmap_target(struct sdrm_dev *d, int dmabuf_fd, uint64_t offset, uint64_t len,
                            int *fd, uint64_t *fd_offset);
/* A PRIME fd was closed. Returns true if it was one of the device's. */
bool sdrm_dmabuf_closed(struct sdrm_dev *d, int dmabuf_fd);
bool sdrm_is_dmabuf(struct sdrm_dev *d, int fd);

#endif /* SOFTGPU_DRM_SDRM_H */
