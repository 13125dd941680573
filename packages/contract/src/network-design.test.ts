import { describe, expect, it } from 'vitest';
import {
  buyNetworkDesignAnswerSchema,
  productAnswerSchema,
  productSchema,
  publicApiErrorBodySchema,
  validateNetworkDesignAnswerSchema,
} from './network-design-answers.js';
import {
  buyNetworkDesignBodySchema,
  networkDesignItemSchema,
  validateNetworkDesignBodySchema,
  vxcPartnerConfigSchema,
} from './network-design.js';

/*
 * The bodies below are what megaportgo (github.com/megaport/megaportgo @ 03f7855) puts on the wire for the requests
 * of its own tests: each test's request struct, built into the order by the SDK's own function, serialised by Go's
 * encoding/json (fields in struct order, `omitempty` fields left out when empty, a nil interface as null). The
 * answers are its tests' JSON, copied literally.
 */

/** port_test.go TestBuyPort's BuyPortRequest, through port.go createPortOrder and product.go buyRequestV4. */
const SDK_PORT_BUY = `{"networkDesign":[{"productName":"test-port","term":12,"productType":"MEGAPORT","portSpeed":10000,"locationId":226,"createDate":0,"virtual":false,"market":"US","marketplaceVisibility":true,"config":{"diversityZone":"red"}}],"discountCodes":[]}`;

/** The same Port as a LAG of two with a cost centre and a promo code (BuyPortRequest LagCount 2, CostCentre, PromoCode). */
const SDK_LAG_VALIDATE = `[{"productName":"test-lag","term":12,"productType":"MEGAPORT","portSpeed":10000,"locationId":226,"createDate":0,"virtual":false,"market":"US","costCentre":"cc-42","lagPortCount":2,"marketplaceVisibility":false,"config":{},"promoCode":"PROMO3FREE"}]`;

/** vxc_test.go TestBuyVXC's BuyVXCRequest through vxc.go createVXCOrder: VLAN 0 and nil configs are left out. */
const SDK_VXC_BUY = `{"networkDesign":[{"associatedVxcs":[{"productName":"test-vxc","rateLimit":50,"term":1,"shutdown":false,"aEnd":{},"bEnd":{"productUid":"36b3f68e-2f54-4331-bf94-f8984449365f"}}],"productUid":"9b1c46c7-1e8d-4035-bf38-1bc60d346d57"}],"discountCodes":[]}`;

/** ix_test.go TestBuyIX: the validate call's bare array of ix.go ConvertBuyIXRequestToIXOrder. */
const SDK_IX_VALIDATE = `[{"productUid":"9b1c46c7-1e8d-4035-bf38-1bc60d346d57","associatedIxs":[{"productName":"My LA IX","networkServiceType":"Los Angeles IX","asn":12345,"macAddress":"00:11:22:33:44:55","rateLimit":500,"vlan":2001,"shutdown":false,"promoCode":"promox3mnthfree2"}]}]`;

/** mcr_test.go TestBuyMCR's BuyMCRRequest through mcr.go createMCROrder (mcrAsn 0 left out, costCentre always sent). */
const SDK_MCR_BUY = `{"networkDesign":[{"locationId":1,"productName":"test-mcr","term":1,"productType":"MCR2","portSpeed":1000,"costCentre":"","marketplaceVisibility":false,"config":{"diversityZone":"red"}}],"discountCodes":[]}`;

/** mve_test.go TestBuyMVE's BuyMVERequest through mve.go createMVEOrder: no VendorConfig, so "vendorConfig":null. */
const SDK_MVE_BUY_NO_VENDOR = `{"networkDesign":[{"locationId":1,"productName":"test-mve","term":12,"productType":"MVE","vnics":[{"description":"Data Plane","vlan":0}],"vendorConfig":null,"config":{"diversityZone":"blue"}}],"discountCodes":[]}`;

/** The same MVE with vxc_integration_test.go's CiscoConfig{Vendor "cisco", ImageID 1, ProductSize "SMALL", AdminPassword}. */
const SDK_MVE_BUY = `{"networkDesign":[{"locationId":1,"productName":"test-mve","term":12,"productType":"MVE","vnics":[{"description":"Data Plane","vlan":0}],"vendorConfig":{"vendor":"cisco","imageId":1,"productSize":"SMALL","adminPassword":"s3cret-plaintext"},"config":{"diversityZone":"blue"}}],"discountCodes":[]}`;

/** vxc_integration_test.go's B end partner configs: AWS (private VIF), AWSHC, Azure (two peerings), Google. */
const SDK_AWS_CONFIG = `{"connectType":"AWS","type":"private","ownerAccount":"684021030471","asn":65105,"amazonAsn":65106,"authKey":"notarealauthkey","prefixes":"10.0.1.0/24"}`;
const SDK_AWSHC_CONFIG = `{"connectType":"AWSHC","type":"private","ownerAccount":"684021030471"}`;
const SDK_AZURE_CONFIG = `{"connectType":"AzureExpressRoute","serviceKey":"1b2c3d4e-5f60-4a5b-8c9d-0123456789ab","peers":[{"type":"private","peer_asn":"64555","primary_subnet":"10.0.0.0/30","secondary_subnet":"10.0.0.4/30","shared_key":"SharedKey1","vlan":100},{"type":"microsoft","peer_asn":"64555","primary_subnet":"192.88.99.0/30","secondary_subnet":"192.88.99.4/30","prefixes":"192.88.99.64/26","shared_key":"SharedKey2","vlan":200}]}`;
const SDK_GOOGLE_CONFIG = `{"connectType":"GOOGLE","pairingKey":"7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/1"}`;

const parse = (text: string): unknown => JSON.parse(text);

/** megaportgo port_test.go TestBuyPort: the buy answer (jblob). */
const SDK_PORT_BUY_ANSWER = String.raw`{
			"message": "test-message",
			"terms": "test-terms",
			"data": [
			{"technicalServiceUid": "36b3f68e-2f54-4331-bf94-f8984449365f"}
			]
			}`;

/** megaportgo vxc_test.go TestBuyVXC: the buy answer, a VXC order (jblob). */
const SDK_VXC_BUY_ANSWER = String.raw`{
		"message": "VXC [f36b3f68e-2f54-4331-bf94-f8984449365f] created.",
		"terms": "This data is subject to the Acceptable Use Policy https://www.megaport.com/legal/acceptable-use-policy",
		"data": [
			{
				"createDate": 1706104800000,
				"vxcOrderId": 1,
				"payerMegaPortId": 1,
				"nonPayerMegaPortId": 1,
				"payerMegaPortName": "test-port",
				"nonPayerMegaPortName": null,
				"payerCompanyId": 1153,
				"nonPayerCompanyId": 117,
				"payerLocationId": 226,
				"nonPayerLocationId": 75,
				"salesId": null,
				"payerCompanyName": "Test Company",
				"nonPayerCompanyName": "AWS",
				"payerMegaPortNsId": 1,
				"nonPayerMegaPortNsId": 1,
				"payerVlanId": 0,
				"nonPayerVlanId": 0,
				"payerInnerVlanId": null,
				"nonPayerInnerVlanId": null,
				"payerApproverName": "test user",
				"payerApproverId": 1,
				"nonPayerApproverName": "test user",
				"nonPayerApproverId": 1,
				"payerApproval": 1,
				"nonPayerApproval": 1,
				"fixedTerm": true,
				"duration": 1,
				"rollover": true,
				"serviceName": "test-vxc",
				"payerStatus": "APPROVED",
				"nonPayerStatus": "APPROVED",
				"speed": 50,
				"distanceBand": "ZONE",
				"intercapPath": "",
				"awsId": null,
				"promoCode": null,
				"dealUid": null,
				"rateType": "MONTHLY",
				"vxcJTechnicalServiceId": 1,
				"vxcJTechnicalServiceUid": "36b3f68e-2f54-4331-bf94-f8984449365f",
				"provisionDate": 1,
				"orderType": "NEW",
				"monthlyDiscountAmount": null,
				"discountMonths": null,
				"amazonDirectConnectConfigDto": null,
				"amsixConnectConfigDto": null,
				"sdrcProvItem": null,
				"rate": null,
				"setup": null,
				"asn": null,
				"bgpPassword": null,
				"usageAlgorithm": "POST_PAID_HOURLY_SPEED_LONG_HAUL_VXC",
				"costCentre": "test-cost-centre",
				"azureServiceKey": null,
				"oracleVirtualCircuitId": null,
				"serviceKey": null,
				"vxc": {
					"serviceName": "test-vxc",
					"name": "test-vxc",
					"secondaryName": null,
					"technicalServiceId": 1,
					"technicalServiceUid": "36b3f68e-2f54-4331-bf94-f8984449365f",
					"requestedDate": 1,
					"configuredDate": null,
					"currentEstimatedDelivery": null,
					"companyName": "Test Company",
					"companyId": 1,
					"billingContactName": null,
					"billingContactId": null,
					"adminContactName": null,
					"adminContactId": null,
					"technicalContactName": null,
					"technicalContactId": null,
					"salesName": null,
					"salesId": null,
					"billableId": 1,
					"billableUsageAlgorithm": null,
					"productType": "VXC",
					"provisioningStatus": "DEPLOYABLE",
					"failedReason": null,
					"inAdvanceBillingStatus": null,
					"provisioningItems": [],
					"tags": [],
					"vxcDistanceBand": "ZONE",
					"intercapPath": "",
					"marketplaceVisibility": true,
					"vxcPermitted": true,
					"vxcAutoApproval": false,
					"createDate": 1706104800000,
					"terminationDate": null,
					"contractStartDate": 1706104800000,
					"contractEndDate": 1737727200000,
					"contractTermMonths": 12,
					"rateType": "MONTHLY",
					"trialAgreement": false,
					"payerCompanyId": null,
					"nonPayerCompanyId": null,
					"minimumSpeed": null,
					"maximumSpeed": null,
					"rateLimit": 50,
					"errorMessage": null,
					"lagId": null,
					"aggregationId": null,
					"lagPrimary": null,
					"market": "USA",
					"accountManager": null,
					"promptUid": null,
					"components": [],
					"attributes": [],
					"aLocation": null,
					"bLocation": null,
					"aMetro": null,
					"aCountry": null,
					"aLocationId": null,
					"bLocationId": null,
					"bMetro": null,
					"bCountry": null,
					"attributeTags": {},
					"createdBy": "32df7107-fdca-4c2a-8ccb-c6867813b3f2",
					"buyoutPort": null,
					"virtual": false,
					"locked": false,
					"adminLocked": false,
					"bgpShutdownDefault": false,
					"originDomain": null
				},
				"connectType": null,
				"payerConfig": {},
				"nonPayerConfig": {},
				"attributeTags": {},
				"serviceLicense": null,
				"originDomain": null,
				"fullyApproved": true
			}
		]
	}`;

/** megaportgo port_test.go TestGetPort: GET /v2/product/{uid} of a Port (jblob). */
const SDK_PORT_PRODUCT = String.raw`{
            "message": "Found Product 36b3f68e-2f54-4331-bf94-f8984449365f",
            "terms": "This data is subject to the Acceptable Use Policy https://www.megaport.com/legal/acceptable-use-policy",
            "data": {
            "productId":999999,"productUid":"36b3f68e-2f54-4331-bf94-f8984449365f","productName":"test-port","productType":"megaport","provisioningStatus":"CONFIGURED","createDate":1706104800000,"createdBy":"","portSpeed":10000,"terminateDate":1737727200000,"liveDate":1737728200000,"market":"US","locationId":226,"usageAlgorithm":"","marketplaceVisibility":false,"vxcpermitted":true,"vxcAutoApproval":false,"secondaryName":"test-secondary-name","lagPrimary":false,"lagId":0,"aggregationId":12345,"companyUid":"32df7107-fdca-4c2a-8ccb-c6867813b3f2","companyName":"test-company","contractStartDate":1706104800000,"associatedVxcs": [],"associatedIxs": [],
			"contractEndDate":1737727200000,"contractTermMonths":12,"attributeTags":null,"virtual":false,"buyoutPort":false,"locked":false,"adminLocked":false,"cancelable":true,"locationDetail":{"name":"Test Location","city":"Atlanta","metro":"Atlanta","country":"USA"},"resources":{"interface":{"demarcation":"","description":"","id":0,"loa_template":"","media":"","name":"","port_speed":0,"resource_name":"","resource_type":"","up":0}}
            }
            }`;

/** megaportgo vxc_test.go TestGetVXC: GET /v2/product/{uid} of a VXC (jblob). */
const SDK_VXC_PRODUCT = String.raw`{
		"message": "Found Product 6b3f68e-2f54-4331-bf94-f8984449365f",
		"terms": "This data is subject to the Acceptable Use Policy https://www.megaport.com/legal/acceptable-use-policy",
		"data": {
			"productId": 1,
			"productUid": "36b3f68e-2f54-4331-bf94-f8984449365f",
			"productName": "test-vxc",
			"productType": "VXC",
			"rateLimit": 50,
			"distanceBand": "ZONE",
			"provisioningStatus": "LIVE",
			"usageAlgorithm": "POST_PAID_HOURLY_SPEED_LONG_HAUL_VXC",
			"createdBy": "32df7107-fdca-4c2a-8ccb-c6867813b3f2",
			"createDate": 1706104800000,
			"resources": {
				"csp_connection": [{
					"bandwidth": 50,
					"connectType": "AWSHC",
					"resource_name": "b_csp_connection",
					"resource_type": "csp_connection",
					"name": "test-vxc",
					"ownerAccount": "test-owner-account-id",
					"bandwidths": [
						50
					],
					"connectionId": "test-connection-id"
				}],
				"vll": {
					"a_vlan": 0,
					"b_vlan": 0,
					"rate_limit_mbps": 50,
					"resource_name": "vll",
					"resource_type": "vll",
					"up": 0,
					"shutdown": false
				}
			},
			"vxcApproval": {
				"status": null,
				"message": null,
				"uid": null,
				"type": null,
				"newSpeed": null
			},
			"contractStartDate": 1706104800000,
			"contractEndDate": 1737727200000,
			"contractTermMonths": 1,
			"companyUid": "32df7107-fdca-4c2a-8ccb-c6867813b3f2",
			"companyName": "Test Company",
			"locked": false,
			"adminLocked": false,
			"attributeTags": {},
			"up": false,
			"shutdown": false,
			"cancelable": true,
			"aEnd": {
				"ownerUid": "32df7107-fdca-4c2a-8ccb-c6867813b3f2",
				"productUid": "9b1c46c7-1e8d-4035-bf38-1bc60d346d57",
				"productName": "test-port",
				"locationId": 1,
				"location": "Test Location",
				"locationDetail": {
					"name": "Test Location",
					"city": "Atlanta",
					"metro": "Atlanta",
					"country": "USA"
				},
				"vlan": 0,
				"innerVlan": null,
				"secondaryName": null
			},
			"bEnd": {
				"ownerUid": "32df7107-fdca-4c2a-8ccb-c6867813b3f2",
				"productUid": "91ededc2-473f-4a30-ad24-0703c7f35e50",
				"productName": "Test Product",
				"locationId": 1,
				"location": "Test Location",
				"locationDetail": {
					"name": "Test Location",
					"city": "New York",
					"metro": "New York",
					"country": "USA"
				},
				"vlan": 0,
				"innerVlan": null,
				"secondaryName": null
			}
		}
	}`;

/** megaportgo ix_test.go TestGetIX: GET /v2/product/{uid} of an IX (jblob, its %s and %d filled as the test fills them). */
const SDK_IX_PRODUCT = String.raw`{
        "message": "Found Product 4017d2c3-1537-408e-9f0a-fdc72b6cce39",
        "terms": "This data is subject to the Acceptable Use Policy https://www.megaport.com/legal/acceptable-use-policy",
        "data": {
            "productId": 235400,
            "productUid": "4017d2c3-1537-408e-9f0a-fdc72b6cce39",
            "locationId": 67,
            "locationDetail": {
                "name": "Equinix DC4",
                "city": "Ashburn",
                "metro": "Ashburn",
                "country": "USA"
            },
            "term": 1,
            "locationUid": "",
            "productName": "My LA IX",
            "provisioningStatus": "CONFIGURED",
            "rateLimit": 500,
            "promoCode": null,
            "deployDate": 1737728200000,
            "secondaryName": "",
            "attributeTags": {},
            "vlan": 2001,
            "macAddress": "00:11:22:33:44:55",
            "ixPeerMacro": null,
            "asn": 12345,
            "networkServiceType": "Los Angeles IX",
            "createDate": 1706104800000,
            "publicGraph": true,
            "usageAlgorithm": "POST_PAID_HOURLY_SPEED_LONG_HAUL_VXC",
            "resources": {
                "interface": {
                    "demarcation": "Equinix DC4\\n21691 Filigree Court\\nDC4:01:041260:0000\\nType: Single-mode Fibre Pair\\nPorts: PP:0000:1231967, ports 25 Tx+25 Rx\\nTermination: LC connector\\n",
                    "loa_template": "megaport",
                    "media": "LR",
                    "port_speed": 10000,
                    "resource_name": "interface",
                    "resource_type": "interface",
                    "up": 1,
                    "shutdown": false
                },
                "bgp_connection": [
                    {
                        "asn": 12345,
                        "customer_asn": 12345,
                        "customer_ip_address": "206.53.172.30/24",
                        "isp_asn": 64220,
                        "isp_ip_address": "206.53.172.1",
                        "ix_peer_policy": "open",
                        "max_prefixes": 1000,
                        "resource_name": "rs1_ipv4_bgp_connection",
                        "resource_type": "bgp_connection"
                    }
                ],
                "ip_address": [
                    {
                        "address": "206.53.172.30/24",
                        "resource_name": "ipv4_address",
                        "resource_type": "ip_address",
                        "version": 4,
                        "reverse_dns": "as12345.los-angeles.megaport.com."
                    }
                ],
                "vpls_interface": {
                    "mac_address": "00:11:22:33:44:55",
                    "rate_limit_mbps": 500,
                    "resource_name": "vpls_interface",
                    "resource_type": "vpls_interface",
                    "vlan": 2001,
                    "shutdown": false
                }
            }
        }
    }`;

describe('the buy body, as the SDK sends it', () => {
  it('reads a Port order wrapped in networkDesign with empty discountCodes', () => {
    const body = buyNetworkDesignBodySchema.parse(parse(SDK_PORT_BUY));
    expect(body.discountCodes).toEqual([]);
    expect(body.networkDesign).toEqual([
      {
        productName: 'test-port',
        term: 12,
        productType: 'MEGAPORT',
        portSpeed: 10000,
        locationId: 226,
        createDate: 0,
        virtual: false,
        market: 'US',
        marketplaceVisibility: true,
        config: { diversityZone: 'red' },
      },
    ]);
  });

  it('reads a VXC hung off its A end, the A end’s VLAN left to the network', () => {
    const body = buyNetworkDesignBodySchema.parse(parse(SDK_VXC_BUY));
    expect(body.networkDesign[0]).toEqual({
      productUid: '9b1c46c7-1e8d-4035-bf38-1bc60d346d57',
      associatedVxcs: [
        {
          productName: 'test-vxc',
          rateLimit: 50,
          term: 1,
          shutdown: false,
          aEnd: {},
          bEnd: { productUid: '36b3f68e-2f54-4331-bf94-f8984449365f' },
        },
      ],
    });
  });

  it('reads an MCR and an MVE with its vendor configuration kept as sent', () => {
    expect(buyNetworkDesignBodySchema.parse(parse(SDK_MCR_BUY)).networkDesign[0]).toMatchObject({
      productType: 'MCR2',
      portSpeed: 1000,
      costCentre: '',
      marketplaceVisibility: false,
    });
    expect(buyNetworkDesignBodySchema.parse(parse(SDK_MVE_BUY)).networkDesign[0]).toMatchObject({
      productType: 'MVE',
      vnics: [{ description: 'Data Plane', vlan: 0 }],
      vendorConfig: { vendor: 'cisco', imageId: 1, productSize: 'SMALL', adminPassword: 's3cret-plaintext' },
    });
  });

  it('refuses an MVE without a vendor configuration, saying what it needs', () => {
    const result = buyNetworkDesignBodySchema.safeParse(parse(SDK_MVE_BUY_NO_VENDOR));
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('An MVE needs its vendor configuration');
  });

  it('takes discountCodes as missing (an empty list) but never an empty design', () => {
    const noCodes = { networkDesign: (parse(SDK_PORT_BUY) as { networkDesign: unknown[] }).networkDesign };
    expect(buyNetworkDesignBodySchema.parse(noCodes).discountCodes).toEqual([]);
    expect(buyNetworkDesignBodySchema.safeParse({ networkDesign: [], discountCodes: [] }).success).toBe(false);
  });
});

describe('the validate body, a bare array', () => {
  it('reads an IX order as the SDK validates it before buying', () => {
    expect(validateNetworkDesignBodySchema.parse(parse(SDK_IX_VALIDATE))).toEqual([
      {
        productUid: '9b1c46c7-1e8d-4035-bf38-1bc60d346d57',
        associatedIxs: [
          {
            productName: 'My LA IX',
            networkServiceType: 'Los Angeles IX',
            asn: 12345,
            macAddress: '00:11:22:33:44:55',
            rateLimit: 500,
            vlan: 2001,
            shutdown: false,
            promoCode: 'promox3mnthfree2',
          },
        ],
      },
    ]);
  });

  it('reads a LAG with its port count, cost centre and promo code', () => {
    expect(validateNetworkDesignBodySchema.parse(parse(SDK_LAG_VALIDATE))[0]).toMatchObject({
      lagPortCount: 2,
      costCentre: 'cc-42',
      promoCode: 'PROMO3FREE',
      config: {},
    });
  });

  it('is not the buy’s wrapped object, and the buy is not a bare array', () => {
    expect(validateNetworkDesignBodySchema.safeParse(parse(SDK_PORT_BUY)).success).toBe(false);
    expect(buyNetworkDesignBodySchema.safeParse(parse(SDK_IX_VALIDATE)).success).toBe(false);
  });

  it('refuses an item that is none of the products, or a VXC item also carrying IXs', () => {
    expect(networkDesignItemSchema.safeParse({ productName: 'x', productType: 'SATELLITE' }).success).toBe(false);
    const vxcAndIx = {
      ...(parse(SDK_VXC_BUY) as { networkDesign: Record<string, unknown>[] }).networkDesign[0],
      associatedIxs: (parse(SDK_IX_VALIDATE) as Record<string, unknown>[])[0]?.associatedIxs,
    };
    expect(networkDesignItemSchema.safeParse(vxcAndIx).success).toBe(false);
  });
});

describe('a VXC’s cloud B end', () => {
  it('reads the SDK’s AWS, AWS hosted, Azure and Google partner configurations', () => {
    expect(vxcPartnerConfigSchema.parse(parse(SDK_AWS_CONFIG))).toMatchObject({ connectType: 'AWS', asn: 65105 });
    expect(vxcPartnerConfigSchema.parse(parse(SDK_AWSHC_CONFIG))).toMatchObject({ connectType: 'AWSHC' });
    expect(vxcPartnerConfigSchema.parse(parse(SDK_AZURE_CONFIG))).toMatchObject({
      connectType: 'AzureExpressRoute',
      peers: [
        { type: 'private', vlan: 100 },
        { type: 'microsoft', prefixes: '192.88.99.64/26' },
      ],
    });
    expect(vxcPartnerConfigSchema.parse(parse(SDK_GOOGLE_CONFIG))).toMatchObject({ connectType: 'GOOGLE' });
  });

  it('reads an MCR A end’s interfaces, and refuses an unknown connect type', () => {
    expect(vxcPartnerConfigSchema.parse({ interfaces: [{ ipAddresses: ['10.0.0.1/30'] }] })).toEqual({
      interfaces: [{ ipAddresses: ['10.0.0.1/30'] }],
    });
    expect(vxcPartnerConfigSchema.safeParse({ connectType: 'CARRIER_PIGEON' }).success).toBe(false);
  });
});

describe('the answers, as the SDK reads them', () => {
  it('buy: one technicalServiceUid per service; a VXC’s vxcJTechnicalServiceUid', () => {
    expect(buyNetworkDesignAnswerSchema.parse(parse(SDK_PORT_BUY_ANSWER)).data).toEqual([
      { technicalServiceUid: '36b3f68e-2f54-4331-bf94-f8984449365f' },
    ]);
    const vxc = buyNetworkDesignAnswerSchema.parse(parse(SDK_VXC_BUY_ANSWER)).data[0];
    expect(vxc).toMatchObject({
      vxcJTechnicalServiceUid: '36b3f68e-2f54-4331-bf94-f8984449365f',
      payerStatus: 'APPROVED',
      nonPayerStatus: 'APPROVED',
    });
    expect(buyNetworkDesignAnswerSchema.safeParse({ message: '', terms: '', data: [{}] }).success).toBe(false);
  });

  it('validate: each service priced in minor units', () => {
    const answer = {
      message: 'Validated',
      terms: 'Terms',
      data: [
        {
          productName: 'test-port',
          productType: 'PORT',
          price: {
            currency: 'USD',
            monthlyRate: 90000,
            monthlyRackRate: 100000,
            monthlySetup: 0,
            discounts: [{ discountReason: 'TERM', amount: 10000 }],
          },
        },
      ],
    };
    expect(validateNetworkDesignAnswerSchema.parse(answer)).toEqual(answer);
    const decimal = structuredClone(answer);
    if (decimal.data[0]) decimal.data[0].price.monthlyRate = 900.5;
    expect(validateNetworkDesignAnswerSchema.safeParse(decimal).success).toBe(false);
  });

  it('GET /v2/product/{uid}: a Port, a VXC and an IX with their provisioning status', () => {
    const port = productAnswerSchema.parse(parse(SDK_PORT_PRODUCT)).data;
    expect(port).toMatchObject({ productType: 'megaport', provisioningStatus: 'CONFIGURED', portSpeed: 10000 });
    const vxc = productAnswerSchema.parse(parse(SDK_VXC_PRODUCT)).data;
    expect(vxc).toMatchObject({ productType: 'VXC', provisioningStatus: 'LIVE', rateLimit: 50 });
    expect(vxc.bEnd?.productUid).toBe('91ededc2-473f-4a30-ad24-0703c7f35e50');
    // the SDK's IX struct has no productType, but GetProductType reads it of any uid: the portal always sends it
    const ix = (parse(SDK_IX_PRODUCT) as { data: Record<string, unknown> }).data;
    expect(productSchema.safeParse(ix).success).toBe(false);
    expect(productSchema.parse({ ...ix, productType: 'IX' })).toMatchObject({
      provisioningStatus: 'CONFIGURED',
      macAddress: '00:11:22:33:44:55',
      asn: 12345,
    });
  });

  it('errors: data is a string, as errors.go ErrorResponse decodes it', () => {
    const body = {
      message: 'VLAN id must be a number between 2 and 4094',
      data: 'vlan',
      trace_id: 't-1',
      code: 'validation',
    };
    expect(publicApiErrorBodySchema.parse(body)).toEqual(body);
    expect(publicApiErrorBodySchema.safeParse({ ...body, data: { vlan: 'taken' } }).success).toBe(false);
  });
});
