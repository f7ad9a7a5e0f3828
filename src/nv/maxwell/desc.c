/* Texture headers, samplers and QMDs decoded from field tables. The
 * field names, positions and values are those of open-gpu-doc
 * classes/3d/clb197tex.h and classes/compute/clb1c0qmd.h (c8607fe).
 * docs/hw/maxwell.md. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "nv/maxwell/desc.h"

uint64_t mxw_mw(const uint32_t *w, unsigned hi, unsigned lo)
{
	uint64_t v = 0;
	for (unsigned b = hi + 1; b-- > lo;)
		v = v << 1 | (w[b / 32] >> (b % 32) & 1);
	return v;
}

/* ------------------------------------------------------------------ enum names */

static const char *const component_sizes[128] = {
        [0x01] = "R32_G32_B32_A32",
        [0x02] = "R32_G32_B32",
        [0x03] = "R16_G16_B16_A16",
        [0x04] = "R32_G32",
        [0x05] = "R32_B24G8",
        [0x06] = "ETC2_RGB",
        [0x07] = "X8B8G8R8",
        [0x08] = "A8B8G8R8",
        [0x09] = "A2B10G10R10",
        [0x0a] = "ETC2_RGB_PTA",
        [0x0b] = "ETC2_RGBA",
        [0x0c] = "R16_G16",
        [0x0d] = "G8R24",
        [0x0e] = "G24R8",
        [0x0f] = "R32",
        [0x10] = "BC6H_SF16",
        [0x11] = "BC6H_UF16",
        [0x12] = "A4B4G4R4",
        [0x13] = "A5B5G5R1",
        [0x14] = "A1B5G5R5",
        [0x15] = "B5G6R5",
        [0x16] = "B6G5R5",
        [0x17] = "BC7U",
        [0x18] = "G8R8",
        [0x19] = "EAC",
        [0x1a] = "EACX2",
        [0x1b] = "R16",
        [0x1c] = "Y8_VIDEO",
        [0x1d] = "R8",
        [0x1e] = "G4R4",
        [0x1f] = "R1",
        [0x20] = "E5B9G9R9_SHAREDEXP",
        [0x21] = "BF10GF11RF11",
        [0x22] = "G8B8G8R8",
        [0x23] = "B8G8R8G8",
        [0x24] = "DXT1",
        [0x25] = "DXT23",
        [0x26] = "DXT45",
        [0x27] = "DXN1",
        [0x28] = "DXN2",
        [0x29] = "Z24S8",
        [0x2a] = "X8Z24",
        [0x2b] = "S8Z24",
        [0x2c] = "X4V4Z24__COV4R4V",
        [0x2d] = "X4V4Z24__COV8R8V",
        [0x2e] = "V8Z24__COV4R12V",
        [0x2f] = "ZF32",
        [0x30] = "ZF32_X24S8",
        [0x31] = "X8Z24_X20V4S8__COV4R4V",
        [0x32] = "X8Z24_X20V4S8__COV8R8V",
        [0x33] = "ZF32_X20V4X8__COV4R4V",
        [0x34] = "ZF32_X20V4X8__COV8R8V",
        [0x35] = "ZF32_X20V4S8__COV4R4V",
        [0x36] = "ZF32_X20V4S8__COV8R8V",
        [0x37] = "X8Z24_X16V8S8__COV4R12V",
        [0x38] = "ZF32_X16V8X8__COV4R12V",
        [0x39] = "ZF32_X16V8S8__COV4R12V",
        [0x3a] = "Z16",
        [0x3b] = "V8Z24__COV8R24V",
        [0x3c] = "X8Z24_X16V8S8__COV8R24V",
        [0x3d] = "ZF32_X16V8X8__COV8R24V",
        [0x3e] = "ZF32_X16V8S8__COV8R24V",
        [0x40] = "ASTC_2D_4X4",
        [0x41] = "ASTC_2D_5X5",
        [0x42] = "ASTC_2D_6X6",
        [0x44] = "ASTC_2D_8X8",
        [0x45] = "ASTC_2D_10X10",
        [0x46] = "ASTC_2D_12X12",
        [0x50] = "ASTC_2D_5X4",
        [0x51] = "ASTC_2D_6X5",
        [0x52] = "ASTC_2D_8X6",
        [0x53] = "ASTC_2D_10X8",
        [0x54] = "ASTC_2D_12X10",
        [0x55] = "ASTC_2D_8X5",
        [0x56] = "ASTC_2D_10X5",
        [0x57] = "ASTC_2D_10X6",
};
static const char *const data_types[8] = {
        NULL, "SNORM", "UNORM", "SINT", "UINT", "SNORM_FORCE_FP16", "UNORM_FORCE_FP16", "FLOAT"};
static const char *const sources[8] = {"IN_ZERO", NULL,   "IN_R",       "IN_G",
                                       "IN_B",    "IN_A", "IN_ONE_INT", "IN_ONE_FLOAT"};
static const char *const versions[8] = {"ONE_D_BUFFER", "PITCH_COLOR_KEY", "PITCH", "BLOCKLINEAR",
                                        "BLOCKLINEAR_COLOR_KEY"};
static const char *const gobs[8] = {"ONE_GOB",    "TWO_GOBS",     "FOUR_GOBS",
                                    "EIGHT_GOBS", "SIXTEEN_GOBS", "THIRTYTWO_GOBS"};
static const char *const texture_types[16] = {"ONE_D",        "TWO_D",           "THREE_D",
                                              "CUBEMAP",      "ONE_D_ARRAY",     "TWO_D_ARRAY",
                                              "ONE_D_BUFFER", "TWO_D_NO_MIPMAP", "CUBEMAP_ARRAY"};
static const char *const promotions[4] = {"NO_PROMOTION", "PROMOTE_TO_2_V", "PROMOTE_TO_2_H",
                                          "PROMOTE_TO_4"};
static const char *const border_sizes[8] = {"BORDER_SIZE_ONE",
                                            "BORDER_SIZE_TWO",
                                            "BORDER_SIZE_FOUR",
                                            "BORDER_SIZE_EIGHT",
                                            NULL,
                                            NULL,
                                            NULL,
                                            "BORDER_SAMPLER_COLOR"};
static const char *const anisotropies[8] = {"ANISO_1_TO_1",  "ANISO_2_TO_1", "ANISO_4_TO_1",
                                            "ANISO_6_TO_1",  "ANISO_8_TO_1", "ANISO_10_TO_1",
                                            "ANISO_12_TO_1", "ANISO_16_TO_1"};
static const char *const spread_funcs[4] = {"SPREAD_FUNC_HALF", "SPREAD_FUNC_ONE",
                                            "SPREAD_FUNC_TWO", "SPREAD_FUNC_MAX"};
static const char *const spread_mods[4] = {"SPREAD_MODIFIER_NONE", "SPREAD_MODIFIER_CONST_ONE",
                                           "SPREAD_MODIFIER_CONST_TWO", "SPREAD_MODIFIER_SQRT"};
static const char *const lod_quality[2] = {"LOD_QUALITY_LOW", "LOD_QUALITY_HIGH"};
static const char *const ms_counts[16] = {
        "MODE_1X1",      "MODE_2X1",       "MODE_2X2",      "MODE_4X2",
        "MODE_4X2_D3D",  "MODE_2X1_D3D",   "MODE_4X4",      NULL,
        "MODE_2X2_VC_4", "MODE_2X2_VC_12", "MODE_4X2_VC_8", "MODE_4X2_VC_24"};
static const char *const wraps[8] = {"WRAP",
                                     "MIRROR",
                                     "CLAMP_TO_EDGE",
                                     "BORDER",
                                     "CLAMP_OGL",
                                     "MIRROR_ONCE_CLAMP_TO_EDGE",
                                     "MIRROR_ONCE_BORDER",
                                     "MIRROR_ONCE_CLAMP_OGL"};
static const char *const compare_funcs[8] = {"ZC_NEVER",   "ZC_LESS",     "ZC_EQUAL",  "ZC_LEQUAL",
                                             "ZC_GREATER", "ZC_NOTEQUAL", "ZC_GEQUAL", "ZC_ALWAYS"};
static const char *const mag_filters[8] = {NULL, "MAG_POINT", "MAG_LINEAR", "VCAA_4_TAP",
                                           "VCAA_8_TAP"};
static const char *const min_filters[4] = {NULL, "MIN_POINT", "MIN_LINEAR", "MIN_ANISO"};
static const char *const mip_filters[4] = {NULL, "MIP_NONE", "MIP_POINT", "MIP_LINEAR"};
static const char *const cube_filtering[4] = {"USE_WRAP", "OVERRIDE_WRAP", "AUTO_SPAN_SEAM",
                                              "AUTO_CROSS_SEAM"};
static const char *const reductions[4] = {"RED_NONE", "RED_MINIMUM", "RED_MAXIMUM"};
static const char *const nearest_clamp[2] = {"INTEGER_AND_FRACTION", "INTEGER_ONLY"};
static const char *const coord_norm[2] = {"USE_HEADER_SETTING", "FORCE_UNNORMALIZED_COORDS"};
static const char *const red_ops[8] = {"RED_ADD", "RED_MIN", "RED_MAX", "RED_INC",
                                       "RED_DEC", "RED_AND", "RED_OR",  "RED_XOR"};
static const char *const red_formats[4] = {"UNSIGNED_32", "SIGNED_32"};
static const char *const struct_sizes[2] = {"FOUR_WORDS", "ONE_WORD"};

const char *mxw_tic_format_name(unsigned format)
{
	const char *n = format < 128 ? component_sizes[format] : NULL;
	return n ? n : "?";
}

const char *mxw_tic_version_name(unsigned version)
{
	const char *n = version < 8 ? versions[version] : NULL;
	return n ? n : "?";
}

/* ------------------------------------------------------------------ field tables */

struct field {
	const char *name; /* NULL ends a table; RESERVED* fields print only when set */
	uint16_t hi, lo;
	const char *const *names; /* value names, or NULL */
	unsigned nnames;
};

#define F(n, h, l)               \
	{                        \
		n, h, l, NULL, 0 \
	}
#define E(n, h, l, t)                                \
	{                                            \
		n, h, l, t, sizeof(t) / sizeof(t[0]) \
	}
#define END                         \
	{                           \
		NULL, 0, 0, NULL, 0 \
	}

/* Word 0, common to every header version. */
#define TIC_WORD0                                                                           \
	E("COMPONENTS_SIZES", 6, 0, component_sizes), E("R_DATA_TYPE", 9, 7, data_types),   \
	        E("G_DATA_TYPE", 12, 10, data_types), E("B_DATA_TYPE", 15, 13, data_types), \
	        E("A_DATA_TYPE", 18, 16, data_types), E("X_SOURCE", 21, 19, sources),       \
	        E("Y_SOURCE", 24, 22, sources), E("Z_SOURCE", 27, 25, sources),             \
	        E("W_SOURCE", 30, 28, sources), F("PACK_COMPONENTS", 31, 31)

#define TIC_VERSION_WORD2                                                                        \
	F("RESERVED_ADDRESS", 84, 80), E("HEADER_VERSION", 87, 85, versions),                    \
	        F("RESERVED_HEADER_VERSION", 88, 88), F("RESOURCE_VIEW_COHERENCY_HASH", 92, 89), \
	        F("RESERVED2A", 95, 93)

#define TIC_QUALITY_WORD3                                                                 \
	F("LOD_ANISO_QUALITY2", 112, 112), E("LOD_ANISO_QUALITY", 113, 113, lod_quality), \
	        E("LOD_ISO_QUALITY", 114, 114, lod_quality),                              \
	        E("ANISO_COARSE_SPREAD_MODIFIER", 116, 115, spread_mods),                 \
	        F("ANISO_SPREAD_SCALE", 121, 117), F("USE_HEADER_OPT_CONTROL", 122, 122), \
	        F("DEPTH_TEXTURE", 123, 123), F("MAX_MIP_LEVEL", 127, 124)

#define TIC_SIZE_WORDS45                                                                   \
	F("WIDTH_MINUS_ONE", 143, 128), F("RESERVED4A", 146, 144),                         \
	        F("ANISO_SPREAD_MAX_LOG2", 149, 147), F("S_R_G_B_CONVERSION", 150, 150),   \
	        E("TEXTURE_TYPE", 154, 151, texture_types),                                \
	        E("SECTOR_PROMOTION", 156, 155, promotions),                               \
	        E("BORDER_SIZE", 159, 157, border_sizes), F("HEIGHT_MINUS_ONE", 175, 160), \
	        F("DEPTH_MINUS_ONE", 189, 176), F("RESERVED5A", 190, 190),                 \
	        F("NORMALIZED_COORDS", 191, 191)

#define TIC_ANISO_WORD6                                                                    \
	F("TRILIN_OPT", 197, 193), F("MIP_LOD_BIAS", 210, 198), F("ANISO_BIAS", 214, 211), \
	        E("ANISO_FINE_SPREAD_FUNC", 216, 215, spread_funcs),                       \
	        E("ANISO_COARSE_SPREAD_FUNC", 218, 217, spread_funcs),                     \
	        E("MAX_ANISOTROPY", 221, 219, anisotropies),                               \
	        E("ANISO_FINE_SPREAD_MODIFIER", 223, 222, spread_mods)

#define TIC_VIEW_WORD7                                                                      \
	F("RES_VIEW_MIN_MIP_LEVEL", 227, 224), F("RES_VIEW_MAX_MIP_LEVEL", 231, 228),       \
	        E("MULTI_SAMPLE_COUNT", 235, 232, ms_counts), F("MIN_LOD_CLAMP", 247, 236), \
	        F("RESERVED7Y", 255, 248)

static const struct field tic_1d[] = {
        TIC_WORD0,
        F("ADDRESS_BITS31TO0", 63, 32),
        F("ADDRESS_BITS47TO32", 79, 64),
        TIC_VERSION_WORD2,
        F("WIDTH_MINUS_ONE_BITS31TO16", 111, 96),
        F("RESERVED3X", 127, 112),
        F("WIDTH_MINUS_ONE_BITS15TO0", 143, 128),
        F("RESERVED4A", 146, 144),
        F("RESERVED4X", 149, 147),
        F("S_R_G_B_CONVERSION", 150, 150),
        E("TEXTURE_TYPE", 154, 151, texture_types),
        E("SECTOR_PROMOTION", 156, 155, promotions),
        F("RESERVED4Y", 159, 157),
        F("RESERVED5X", 189, 160),
        F("RESERVED5A", 190, 190),
        F("RESERVED5Y", 191, 191),
        F("RESERVED6X", 223, 192),
        F("RESERVED7X", 255, 224),
        END,
};

static const struct field tic_pitch[] = {
        TIC_WORD0,
        F("RESERVED1A", 36, 32),
        F("ADDRESS_BITS31TO5", 63, 37),
        F("ADDRESS_BITS47TO32", 79, 64),
        TIC_VERSION_WORD2,
        F("PITCH_BITS20TO5", 111, 96),
        TIC_QUALITY_WORD3,
        TIC_SIZE_WORDS45,
        F("RESERVED6Y", 192, 192),
        TIC_ANISO_WORD6,
        TIC_VIEW_WORD7,
        END,
};

static const struct field tic_pitch_ck[] = {
        TIC_WORD0,
        F("RESERVED1A", 36, 32),
        F("ADDRESS_BITS31TO5", 63, 37),
        F("ADDRESS_BITS47TO32", 79, 64),
        TIC_VERSION_WORD2,
        F("PITCH_BITS20TO5", 111, 96),
        TIC_QUALITY_WORD3,
        TIC_SIZE_WORDS45,
        F("COLOR_KEY_OP", 192, 192),
        TIC_ANISO_WORD6,
        F("COLOR_KEY_VALUE", 255, 224),
        END,
};

#define TIC_BL_WORDS123                                                                  \
	F("RESERVED1Y", 36, 32), F("GOB_DEPTH_OFFSET", 38, 37), F("RESERVED1X", 40, 39), \
	        F("ADDRESS_BITS31TO9", 63, 41), F("ADDRESS_BITS47TO32", 79, 64),         \
	        TIC_VERSION_WORD2, E("GOBS_PER_BLOCK_WIDTH", 98, 96, gobs),              \
	        E("GOBS_PER_BLOCK_HEIGHT", 101, 99, gobs),                               \
	        E("GOBS_PER_BLOCK_DEPTH", 104, 102, gobs), F("RESERVED3Y", 105, 105),    \
	        F("TILE_WIDTH_IN_GOBS", 108, 106), F("GOB3D", 109, 109),                 \
	        F("RESERVED3Z", 111, 110), TIC_QUALITY_WORD3

static const struct field tic_bl[] = {
        TIC_BL_WORDS123, TIC_SIZE_WORDS45, F("RESERVED6Y", 192, 192),
        TIC_ANISO_WORD6, TIC_VIEW_WORD7,   END,
};

static const struct field tic_bl_ck[] = {
        TIC_BL_WORDS123,
        TIC_SIZE_WORDS45,
        F("COLOR_KEY_OP", 192, 192),
        TIC_ANISO_WORD6,
        F("COLOR_KEY_VALUE", 255, 224),
        END,
};

/* TIC_BL_WORDS123 starts after word 0: put it in front. */
static const struct field tic_word0[] = {TIC_WORD0, END};

static const struct field tsc[] = {
        E("ADDRESS_U", 2, 0, wraps),
        E("ADDRESS_V", 5, 3, wraps),
        E("ADDRESS_P", 8, 6, wraps),
        F("DEPTH_COMPARE", 9, 9),
        E("DEPTH_COMPARE_FUNC", 12, 10, compare_funcs),
        F("S_R_G_B_CONVERSION", 13, 13),
        F("RESERVED0A", 16, 14),
        F("RESERVED0B", 19, 17),
        E("MAX_ANISOTROPY", 22, 20, anisotropies),
        F("RESERVED0C", 31, 23),
        E("MAG_FILTER", 34, 32, mag_filters),
        E("MIN_LOD_CLAMP_BEHAVIOR_FOR_NEAREST_MIP", 35, 35, nearest_clamp),
        E("MIN_FILTER", 37, 36, min_filters),
        E("MIP_FILTER", 39, 38, mip_filters),
        E("CUBEMAP_INTERFACE_FILTERING", 41, 40, cube_filtering),
        E("REDUCTION_FILTER", 43, 42, reductions),
        F("MIP_LOD_BIAS", 56, 44),
        E("FLOAT_COORD_NORMALIZATION", 57, 57, coord_norm),
        F("TRILIN_OPT", 62, 58),
        F("RESERVED1A", 63, 63),
        F("MIN_LOD_CLAMP", 75, 64),
        F("MAX_LOD_CLAMP", 87, 76),
        F("S_R_G_B_BORDER_COLOR_R", 95, 88),
        F("RESERVED12", 107, 96),
        F("S_R_G_B_BORDER_COLOR_G", 115, 108),
        F("S_R_G_B_BORDER_COLOR_B", 123, 116),
        F("RESERVED3A", 127, 124),
        F("BORDER_COLOR_R", 159, 128),
        F("BORDER_COLOR_G", 191, 160),
        F("BORDER_COLOR_B", 223, 192),
        F("BORDER_COLOR_A", 255, 224),
        END,
};

/* clb1c0qmd.h QMDV01_07, without the HW_ONLY fields (hardware scratch)
 * and the spares; CONSTANT_BUFFER_*(i) are expanded by qmd_cbs. */
static const struct field qmd[] = {
        F("OUTER_PUT", 30, 0),
        F("OUTER_OVERFLOW", 31, 31),
        F("OUTER_GET", 62, 32),
        F("OUTER_STICKY_OVERFLOW", 63, 63),
        F("INNER_GET", 94, 64),
        F("INNER_OVERFLOW", 95, 95),
        F("INNER_PUT", 126, 96),
        F("INNER_STICKY_OVERFLOW", 127, 127),
        F("DEPENDENT_QMD_POINTER", 191, 160),
        F("QMD_GROUP_ID", 197, 192),
        F("SM_GLOBAL_CACHING_ENABLE", 198, 198),
        F("RUN_CTA_IN_ONE_SM_PARTITION", 199, 199),
        F("IS_QUEUE", 200, 200),
        F("ADD_TO_HEAD_OF_QMD_GROUP_LINKED_LIST", 201, 201),
        F("SEMAPHORE_RELEASE_ENABLE0", 202, 202),
        F("SEMAPHORE_RELEASE_ENABLE1", 203, 203),
        F("REQUIRE_SCHEDULING_PCAS", 204, 204),
        F("DEPENDENT_QMD_SCHEDULE_ENABLE", 205, 205),
        F("DEPENDENT_QMD_TYPE", 206, 206),
        F("DEPENDENT_QMD_FIELD_COPY", 207, 207),
        F("CIRCULAR_QUEUE_SIZE", 248, 224),
        F("INVALIDATE_TEXTURE_HEADER_CACHE", 250, 250),
        F("INVALIDATE_TEXTURE_SAMPLER_CACHE", 251, 251),
        F("INVALIDATE_TEXTURE_DATA_CACHE", 252, 252),
        F("INVALIDATE_SHADER_DATA_CACHE", 253, 253),
        F("INVALIDATE_INSTRUCTION_CACHE", 254, 254),
        F("INVALIDATE_SHADER_CONSTANT_CACHE", 255, 255),
        F("PROGRAM_OFFSET", 287, 256),
        F("CIRCULAR_QUEUE_ADDR_LOWER", 319, 288),
        F("CIRCULAR_QUEUE_ADDR_UPPER", 327, 320),
        F("CIRCULAR_QUEUE_ENTRY_SIZE", 351, 336),
        F("CWD_REFERENCE_COUNT_ID", 357, 352),
        F("CWD_REFERENCE_COUNT_DELTA_MINUS_ONE", 365, 358),
        F("RELEASE_MEMBAR_TYPE", 366, 366),
        F("CWD_REFERENCE_COUNT_INCR_ENABLE", 367, 367),
        F("CWD_MEMBAR_TYPE", 369, 368),
        F("SEQUENTIALLY_RUN_CTAS", 370, 370),
        F("CWD_REFERENCE_COUNT_DECR_ENABLE", 371, 371),
        F("THROTTLED", 372, 372),
        F("FP32_NAN_BEHAVIOR", 376, 376),
        F("FP32_F2I_NAN_BEHAVIOR", 377, 377),
        F("API_VISIBLE_CALL_LIMIT", 378, 378),
        F("SHARED_MEMORY_BANK_MAPPING", 379, 379),
        F("SAMPLER_INDEX", 382, 382),
        F("FP32_NARROW_INSTRUCTION", 383, 383),
        F("CTA_RASTER_WIDTH", 415, 384),
        F("CTA_RASTER_HEIGHT", 431, 416),
        F("CTA_RASTER_DEPTH", 447, 432),
        F("CTA_RASTER_WIDTH_RESUME", 479, 448),
        F("CTA_RASTER_HEIGHT_RESUME", 495, 480),
        F("CTA_RASTER_DEPTH_RESUME", 511, 496),
        F("QUEUE_ENTRIES_PER_CTA_MINUS_ONE", 518, 512),
        F("COALESCE_WAITING_PERIOD", 529, 522),
        F("SHARED_MEMORY_SIZE", 561, 544),
        F("QMD_VERSION", 579, 576),
        F("QMD_MAJOR_VERSION", 583, 580),
        F("CTA_THREAD_DIMENSION0", 607, 592),
        F("CTA_THREAD_DIMENSION1", 623, 608),
        F("CTA_THREAD_DIMENSION2", 639, 624),
        F("CONSTANT_BUFFER_VALID", 647, 640),
        F("L1_CONFIGURATION", 671, 669),
        F("SM_DISABLE_MASK_LOWER", 703, 672),
        F("SM_DISABLE_MASK_UPPER", 735, 704),
        F("RELEASE0_ADDRESS_LOWER", 767, 736),
        F("RELEASE0_ADDRESS_UPPER", 775, 768),
        E("RELEASE0_REDUCTION_OP", 790, 788, red_ops),
        E("RELEASE0_REDUCTION_FORMAT", 793, 792, red_formats),
        F("RELEASE0_REDUCTION_ENABLE", 794, 794),
        E("RELEASE0_STRUCTURE_SIZE", 799, 799, struct_sizes),
        F("RELEASE0_PAYLOAD", 831, 800),
        F("RELEASE1_ADDRESS_LOWER", 863, 832),
        F("RELEASE1_ADDRESS_UPPER", 871, 864),
        E("RELEASE1_REDUCTION_OP", 886, 884, red_ops),
        E("RELEASE1_REDUCTION_FORMAT", 889, 888, red_formats),
        F("RELEASE1_REDUCTION_ENABLE", 890, 890),
        E("RELEASE1_STRUCTURE_SIZE", 895, 895, struct_sizes),
        F("RELEASE1_PAYLOAD", 927, 896),
        F("SHADER_LOCAL_MEMORY_LOW_SIZE", 1463, 1440),
        F("BARRIER_COUNT", 1471, 1467),
        F("SHADER_LOCAL_MEMORY_HIGH_SIZE", 1495, 1472),
        F("REGISTER_COUNT", 1503, 1496),
        F("SHADER_LOCAL_MEMORY_CRS_SIZE", 1527, 1504),
        F("SASS_VERSION", 1535, 1528),
        F("DEBUG_ID_UPPER", 2015, 1984),
        F("DEBUG_ID_LOWER", 2047, 2016),
        END,
};

/* ------------------------------------------------------------------ printing */

static bool is_reserved(const char *name)
{
	return !strncmp(name, "RESERVED", 8);
}

/* Prints the fields of t; returns how many reserved fields are set. */
static unsigned print_fields(const uint32_t *w, const struct field *t, mxw_line_fn line, void *user)
{
	unsigned flags = 0;
	char buf[160];
	for (; t->name; t++) {
		uint64_t v = mxw_mw(w, t->hi, t->lo);
		if (is_reserved(t->name)) {
			if (!v)
				continue;
			flags++;
			snprintf(buf, sizeof(buf), "  ! %s 0x%" PRIx64 " (reserved, not zero)",
			         t->name, v);
		} else {
			const char *n = t->names && v < t->nnames ? t->names[v] : NULL;
			if (t->names && !n)
				snprintf(buf, sizeof(buf), "  %s %" PRIu64 " (?)", t->name, v);
			else if (n)
				snprintf(buf, sizeof(buf), "  %s %" PRIu64 " (%s)", t->name, v, n);
			else if (v > 9)
				snprintf(buf, sizeof(buf), "  %s 0x%" PRIx64, t->name, v);
			else
				snprintf(buf, sizeof(buf), "  %s %" PRIu64, t->name, v);
		}
		line(user, buf);
	}
	return flags;
}

static void print_words(const char *what, const uint32_t *w, unsigned n, mxw_line_fn line,
                        void *user)
{
	char buf[160];
	for (unsigned i = 0; i < n; i += 8) {
		int o = snprintf(buf, sizeof(buf), "%s%s", i ? "    " : what, i ? "" : "");
		for (unsigned j = i; j < n && j < i + 8 && o < (int)sizeof(buf); j++)
			o += snprintf(buf + o, sizeof(buf) - (size_t)o, " %08x", w[j]);
		line(user, buf);
	}
}

void mxw_tic_decode(const uint32_t w[MXW_TIC_WORDS], struct mxw_tic *t)
{
	memset(t, 0, sizeof(*t));
	t->version = (unsigned)mxw_mw(w, 87, 85);
	t->version_valid = t->version <= MXW_TIC_BLOCKLINEAR_COLOR_KEY;
	t->format = w[0] & 0x7f;
	t->format_name = mxw_tic_format_name(t->format);
	for (unsigned i = 0; i < 4; i++) {
		t->type[i] = w[0] >> (7 + 3 * i) & 7;
		t->swizzle[i] = w[0] >> (19 + 3 * i) & 7;
	}
	uint64_t hi = mxw_mw(w, 79, 64) << 32;
	switch (t->version) {
	case MXW_TIC_ONE_D_BUFFER:
		t->address = hi | w[1];
		t->width = (uint32_t)(mxw_mw(w, 111, 96) << 16 | mxw_mw(w, 143, 128)) + 1;
		t->height = t->depth = 1;
		break;
	case MXW_TIC_PITCH:
	case MXW_TIC_PITCH_COLOR_KEY:
		t->address = hi | (w[1] & ~0x1fu);
		t->pitch = (uint32_t)mxw_mw(w, 111, 96) << 5;
		break;
	default:
		t->address = hi | (w[1] & ~0x1ffu);
		t->log2_bw = (unsigned)mxw_mw(w, 98, 96);
		t->log2_bh = (unsigned)mxw_mw(w, 101, 99);
		t->log2_bd = (unsigned)mxw_mw(w, 104, 102);
		break;
	}
	t->texture_type = (unsigned)mxw_mw(w, 154, 151);
	t->srgb = mxw_mw(w, 150, 150);
	if (t->version != MXW_TIC_ONE_D_BUFFER) {
		t->width = (uint32_t)mxw_mw(w, 143, 128) + 1;
		t->height = (uint32_t)mxw_mw(w, 175, 160) + 1;
		t->depth = (uint32_t)mxw_mw(w, 189, 176) + 1;
		t->max_mip_level = (unsigned)mxw_mw(w, 127, 124);
		t->normalized = mxw_mw(w, 191, 191);
	}
}

static const char *type_name(unsigned t)
{
	return t < 8 && data_types[t] ? data_types[t] : "?";
}

static const char swz_chars[8] = {'0', '?', 'R', 'G', 'B', 'A', '1', 'F'};

unsigned mxw_tic_print(const uint32_t w[MXW_TIC_WORDS], mxw_line_fn line, void *user)
{
	struct mxw_tic t;
	mxw_tic_decode(w, &t);
	char buf[200];
	print_words("TIC", w, MXW_TIC_WORDS, line, user);
	if (!t.version_valid) {
		snprintf(buf, sizeof(buf),
		         "  ! HEADER_VERSION %u: not a version of clb197tex.h (fields unknown)",
		         t.version);
		line(user, buf);
		print_fields(w, tic_word0, line, user);
		return 1;
	}
	snprintf(buf, sizeof(buf),
	         "  = %s %s %s/%s/%s/%s swizzle %c%c%c%c at 0x%010" PRIx64 ", %ux%ux%u %s",
	         mxw_tic_version_name(t.version), t.format_name, type_name(t.type[0]),
	         type_name(t.type[1]), type_name(t.type[2]), type_name(t.type[3]),
	         swz_chars[t.swizzle[0]], swz_chars[t.swizzle[1]], swz_chars[t.swizzle[2]],
	         swz_chars[t.swizzle[3]], t.address, t.width, t.height, t.depth,
	         t.texture_type < 16 && texture_types[t.texture_type]
	                 ? texture_types[t.texture_type]
	                 : "?");
	line(user, buf);
	if (t.pitch) {
		snprintf(buf, sizeof(buf), "  = pitch %u bytes", t.pitch);
		line(user, buf);
	}
	const struct field *f;
	switch (t.version) {
	case MXW_TIC_ONE_D_BUFFER: return print_fields(w, tic_1d, line, user);
	case MXW_TIC_PITCH_COLOR_KEY: return print_fields(w, tic_pitch_ck, line, user);
	case MXW_TIC_PITCH: return print_fields(w, tic_pitch, line, user);
	case MXW_TIC_BLOCKLINEAR: f = tic_bl; break;
	default: f = tic_bl_ck; break;
	}
	unsigned flags = print_fields(w, tic_word0, line, user);
	return flags + print_fields(w, f, line, user);
}

unsigned mxw_tsc_print(const uint32_t w[MXW_TSC_WORDS], mxw_line_fn line, void *user)
{
	print_words("TSC", w, MXW_TSC_WORDS, line, user);
	return print_fields(w, tsc, line, user);
}

void mxw_qmd_decode(const uint32_t w[MXW_QMD_WORDS], struct mxw_qmd *q)
{
	memset(q, 0, sizeof(*q));
	q->program_offset = (uint32_t)mxw_mw(w, 287, 256);
	q->grid[0] = (uint32_t)mxw_mw(w, 415, 384);
	q->grid[1] = (uint32_t)mxw_mw(w, 431, 416);
	q->grid[2] = (uint32_t)mxw_mw(w, 447, 432);
	q->block[0] = (uint32_t)mxw_mw(w, 607, 592);
	q->block[1] = (uint32_t)mxw_mw(w, 623, 608);
	q->block[2] = (uint32_t)mxw_mw(w, 639, 624);
	q->shared_size = (uint32_t)mxw_mw(w, 561, 544);
	q->register_count = (uint32_t)mxw_mw(w, 1503, 1496);
	q->barrier_count = (uint32_t)mxw_mw(w, 1471, 1467);
	q->version = (unsigned)mxw_mw(w, 579, 576);
	q->major_version = (unsigned)mxw_mw(w, 583, 580);
	q->cb_valid = (unsigned)mxw_mw(w, 647, 640);
	for (unsigned i = 0; i < 8; i++) {
		q->cb_addr[i] = mxw_mw(w, 967 + i * 64, 960 + i * 64) << 32 |
		                mxw_mw(w, 959 + i * 64, 928 + i * 64);
		q->cb_size[i] = (uint32_t)mxw_mw(w, 991 + i * 64, 975 + i * 64);
	}
	for (unsigned i = 0; i < 2; i++) {
		unsigned b = i * 96;
		q->release_enable[i] = mxw_mw(w, 202 + i, 202 + i);
		q->release_addr[i] =
		        mxw_mw(w, 775 + b, 768 + b) << 32 | mxw_mw(w, 767 + b, 736 + b);
		q->release_payload[i] = (uint32_t)mxw_mw(w, 831 + b, 800 + b);
		q->release_one_word[i] = mxw_mw(w, 799 + b, 799 + b);
	}
}

unsigned mxw_qmd_print(const uint32_t w[MXW_QMD_WORDS], mxw_line_fn line, void *user)
{
	struct mxw_qmd q;
	mxw_qmd_decode(w, &q);
	char buf[200];
	print_words("QMD", w, MXW_QMD_WORDS, line, user);
	snprintf(buf, sizeof(buf),
	         "  = version %u.%u program +0x%08x grid %ux%ux%u block %ux%ux%u shared %u "
	         "registers %u",
	         q.major_version, q.version, q.program_offset, q.grid[0], q.grid[1], q.grid[2],
	         q.block[0], q.block[1], q.block[2], q.shared_size, q.register_count);
	line(user, buf);
	unsigned flags = print_fields(w, qmd, line, user);
	for (unsigned i = 0; i < 8; i++) {
		snprintf(buf, sizeof(buf),
		         "  CONSTANT_BUFFER(%u) %s addr 0x%010" PRIx64 " size %u%s", i,
		         q.cb_valid >> i & 1 ? "valid" : "invalid", q.cb_addr[i], q.cb_size[i],
		         mxw_mw(w, 974 + i * 64, 974 + i * 64) ? " INVALIDATE" : "");
		line(user, buf);
	}
	return flags;
}
