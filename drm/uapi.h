/* The subset of the Linux DRM and radeon uAPI (include/uapi/drm/drm.h,
 * radeon_drm.h) that Mesa's radeon winsys and libdrm use, written out
 * from the kernel's published interface: ioctl numbers and argument
 * layouts (x86-64 and every LP64 target; docs/drm.md). */
#ifndef SOFTGPU_DRM_UAPI_H
#define SOFTGPU_DRM_UAPI_H

#include <stddef.h>
#include <stdint.h>
#include <sys/ioctl.h>

#define DRM_MAJOR 226
#define DRM_IOCTL_BASE 'd'
#define DRM_COMMAND_BASE 0x40

/* ---------------------------------------------------------------- core */

struct drm_version {
	int version_major;
	int version_minor;
	int version_patchlevel;
	size_t name_len;
	char *name;
	size_t date_len;
	char *date;
	size_t desc_len;
	char *desc;
};

struct drm_unique {
	size_t unique_len;
	char *unique;
};

struct drm_auth {
	uint32_t magic;
};

struct drm_set_version {
	int drm_di_major;
	int drm_di_minor;
	int drm_dd_major;
	int drm_dd_minor;
};

struct drm_gem_close {
	uint32_t handle;
	uint32_t pad;
};

struct drm_gem_flink {
	uint32_t handle;
	uint32_t name;
};

struct drm_gem_open {
	uint32_t name;
	uint32_t handle;
	uint64_t size;
};

struct drm_get_cap {
	uint64_t capability;
	uint64_t value;
};

struct drm_set_client_cap {
	uint64_t capability;
	uint64_t value;
};

struct drm_prime_handle {
	uint32_t handle;
	uint32_t flags;
	int32_t fd;
};

#define DRM_IOCTL_VERSION _IOWR('d', 0x00, struct drm_version)
#define DRM_IOCTL_GET_UNIQUE _IOWR('d', 0x01, struct drm_unique)
#define DRM_IOCTL_GET_MAGIC _IOR('d', 0x02, struct drm_auth)
#define DRM_IOCTL_SET_VERSION _IOWR('d', 0x07, struct drm_set_version)
#define DRM_IOCTL_GEM_CLOSE _IOW('d', 0x09, struct drm_gem_close)
#define DRM_IOCTL_GEM_FLINK _IOWR('d', 0x0a, struct drm_gem_flink)
#define DRM_IOCTL_GEM_OPEN _IOWR('d', 0x0b, struct drm_gem_open)
#define DRM_IOCTL_GET_CAP _IOWR('d', 0x0c, struct drm_get_cap)
#define DRM_IOCTL_SET_CLIENT_CAP _IOW('d', 0x0d, struct drm_set_client_cap)
#define DRM_IOCTL_AUTH_MAGIC _IOW('d', 0x11, struct drm_auth)
#define DRM_IOCTL_PRIME_HANDLE_TO_FD _IOWR('d', 0x2d, struct drm_prime_handle)
#define DRM_IOCTL_PRIME_FD_TO_HANDLE _IOWR('d', 0x2e, struct drm_prime_handle)

#define DRM_CAP_DUMB_BUFFER 0x1
#define DRM_CAP_PRIME 0x5
#define DRM_PRIME_CAP_IMPORT 0x1
#define DRM_PRIME_CAP_EXPORT 0x2
#define DRM_CAP_TIMESTAMP_MONOTONIC 0x6
#define DRM_CLOEXEC 02000000 /* O_CLOEXEC */
#define DRM_RDWR 02          /* O_RDWR */

/* ---------------------------------------------------------------- radeon */

#define DRM_RADEON_GEM_INFO 0x1c
#define DRM_RADEON_GEM_CREATE 0x1d
#define DRM_RADEON_GEM_MMAP 0x1e
#define DRM_RADEON_GEM_PREAD 0x21
#define DRM_RADEON_GEM_PWRITE 0x22
#define DRM_RADEON_GEM_SET_DOMAIN 0x23
#define DRM_RADEON_GEM_WAIT_IDLE 0x24
#define DRM_RADEON_CS 0x26
#define DRM_RADEON_INFO 0x27
#define DRM_RADEON_GEM_SET_TILING 0x28
#define DRM_RADEON_GEM_GET_TILING 0x29
#define DRM_RADEON_GEM_BUSY 0x2a
#define DRM_RADEON_GEM_VA 0x2b
#define DRM_RADEON_GEM_OP 0x2c
#define DRM_RADEON_GEM_USERPTR 0x2d

struct drm_radeon_gem_info {
	uint64_t gart_size;
	uint64_t vram_size;
	uint64_t vram_visible;
};

#define RADEON_GEM_DOMAIN_CPU 0x1
#define RADEON_GEM_DOMAIN_GTT 0x2
#define RADEON_GEM_DOMAIN_VRAM 0x4

struct drm_radeon_gem_create {
	uint64_t size;
	uint64_t alignment;
	uint32_t handle;
	uint32_t initial_domain;
	uint32_t flags;
};

struct drm_radeon_gem_mmap {
	uint32_t handle;
	uint32_t pad;
	uint64_t offset;
	uint64_t size;
	uint64_t addr_ptr;
};

struct drm_radeon_gem_set_domain {
	uint32_t handle;
	uint32_t read_domains;
	uint32_t write_domain;
};

struct drm_radeon_gem_wait_idle {
	uint32_t handle;
	uint32_t pad;
};

struct drm_radeon_gem_busy {
	uint32_t handle;
	uint32_t domain;
};

struct drm_radeon_gem_set_tiling {
	uint32_t handle;
	uint32_t tiling_flags;
	uint32_t pitch;
};

struct drm_radeon_gem_get_tiling {
	uint32_t handle;
	uint32_t tiling_flags;
	uint32_t pitch;
};

struct drm_radeon_gem_op {
	uint32_t handle;
	uint32_t op;
	uint64_t value;
};
#define RADEON_GEM_OP_GET_INITIAL_DOMAIN 0
#define RADEON_GEM_OP_SET_INITIAL_DOMAIN 1

struct drm_radeon_gem_pread {
	uint32_t handle;
	uint32_t pad;
	uint64_t offset;
	uint64_t size;
	uint64_t data_ptr;
};

struct drm_radeon_gem_va {
	uint32_t handle;
	uint32_t operation;
	uint32_t vm_id;
	uint32_t flags;
	uint64_t offset;
};
#define RADEON_VA_RESULT_ERROR 1

struct drm_radeon_gem_userptr {
	uint64_t addr;
	uint64_t size;
	uint32_t flags;
	uint32_t handle;
};

#define RADEON_CHUNK_ID_RELOCS 0x01
#define RADEON_CHUNK_ID_IB 0x02
#define RADEON_CHUNK_ID_FLAGS 0x03
#define RADEON_CHUNK_ID_CONST_IB 0x04

#define RADEON_CS_KEEP_TILING_FLAGS 0x01
#define RADEON_CS_USE_VM 0x02
#define RADEON_CS_END_OF_FRAME 0x04
#define RADEON_CS_RING_GFX 0
#define RADEON_CS_RING_COMPUTE 1
#define RADEON_CS_RING_DMA 2
#define RADEON_CS_RING_UVD 3
#define RADEON_CS_RING_VCE 4

struct drm_radeon_cs_chunk {
	uint32_t chunk_id;
	uint32_t length_dw;
	uint64_t chunk_data;
};

struct drm_radeon_cs_reloc {
	uint32_t handle;
	uint32_t read_domains;
	uint32_t write_domain;
	uint32_t flags;
};

struct drm_radeon_cs {
	uint32_t num_chunks;
	uint32_t cs_id;
	uint64_t chunks; /* a user pointer to an array of chunk pointers */
	uint64_t gart_limit;
	uint64_t vram_limit;
};

#define RADEON_INFO_DEVICE_ID 0x00
#define RADEON_INFO_NUM_GB_PIPES 0x01
#define RADEON_INFO_NUM_Z_PIPES 0x02
#define RADEON_INFO_ACCEL_WORKING 0x03
#define RADEON_INFO_CRTC_FROM_ID 0x04
#define RADEON_INFO_ACCEL_WORKING2 0x05
#define RADEON_INFO_TILING_CONFIG 0x06
#define RADEON_INFO_WANT_HYPERZ 0x07
#define RADEON_INFO_WANT_CMASK 0x08
#define RADEON_INFO_CLOCK_CRYSTAL_FREQ 0x09
#define RADEON_INFO_NUM_BACKENDS 0x0a
#define RADEON_INFO_NUM_TILE_PIPES 0x0b
#define RADEON_INFO_FUSION_GART_WORKING 0x0c
#define RADEON_INFO_BACKEND_MAP 0x0d
#define RADEON_INFO_VA_START 0x0e
#define RADEON_INFO_IB_VM_MAX_SIZE 0x0f
#define RADEON_INFO_MAX_PIPES 0x10
#define RADEON_INFO_TIMESTAMP 0x11
#define RADEON_INFO_MAX_SE 0x12
#define RADEON_INFO_MAX_SH_PER_SE 0x13
#define RADEON_INFO_FASTFB_WORKING 0x14
#define RADEON_INFO_RING_WORKING 0x15
#define RADEON_INFO_SI_TILE_MODE_ARRAY 0x16
#define RADEON_INFO_SI_CP_DMA_COMPUTE 0x17
#define RADEON_INFO_CIK_MACROTILE_MODE_ARRAY 0x18
#define RADEON_INFO_SI_BACKEND_ENABLED_MASK 0x19
#define RADEON_INFO_MAX_SCLK 0x1a
#define RADEON_INFO_VCE_FW_VERSION 0x1b
#define RADEON_INFO_VCE_FB_VERSION 0x1c
#define RADEON_INFO_NUM_BYTES_MOVED 0x1d
#define RADEON_INFO_VRAM_USAGE 0x1e
#define RADEON_INFO_GTT_USAGE 0x1f
#define RADEON_INFO_ACTIVE_CU_COUNT 0x20
#define RADEON_INFO_CURRENT_GPU_TEMP 0x21
#define RADEON_INFO_CURRENT_GPU_SCLK 0x22
#define RADEON_INFO_CURRENT_GPU_MCLK 0x23
#define RADEON_INFO_READ_REG 0x24
#define RADEON_INFO_VA_UNMAP_WORKING 0x25
#define RADEON_INFO_GPU_RESET_COUNTER 0x26

struct drm_radeon_info {
	uint32_t request;
	uint32_t pad;
	uint64_t value; /* a user pointer */
};

#define RADEON_TILING_MACRO 0x1
#define RADEON_TILING_MICRO 0x2
#define RADEON_TILING_MICRO_SQUARE 0x20

#endif /* SOFTGPU_DRM_UAPI_H */
